import type { UseQueryResult } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { Pager } from "./pager";
import type { ReactNode } from "react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { QueryStatus } from "./query-status";
import "./surface-card.css";
import "./owned-list.css";
import "./picture.css";

type Page<T> = { result_value: T[]; meta: { hasMore: boolean } };

/** The page an owned list shows, and the way to another; what each list's page gives it. */
export type OwnedListPaging = { page: number; onPageChange: (page: number) => void };

type OwnedListProps<T> = OwnedListPaging & {
  query: UseQueryResult<Page<T>>;
  /** What the list holds, in the plural: "Loading your {noun}…", "Your {noun} could not be loaded". */
  noun: string;
  icon: ReactNode;
  /** The state of a vendor with none at all; past the last page says "No more {noun}". */
  empty: { title: string; text: ReactNode; action: ReactNode };
  /** The rows (`<li>`s) of the page. */
  children: (rows: T[]) => ReactNode;
  /** Drawn after the list, e.g. a dialog opened from a row. */
  footer?: ReactNode;
};

/**
 * One page of the signed-in vendor's own things (listings, banner ads, feature ads) with its loading,
 * failed and empty states and Previous/Next buttons. The previous page stays on screen, dimmed and
 * marked busy, while the next one loads.
 */
export function OwnedList<T>({ query, page, onPageChange, noun, icon, empty, children, footer }: OwnedListProps<T>) {
  if (!query.isSuccess) {
    return <QueryStatus query={query} loading={`Loading your ${noun}…`} failed={`Your ${noun} could not be loaded`} />;
  }

  const { result_value: rows, meta } = query.data;
  if (rows.length === 0) {
    return page === 1 ? (
      <StatusMessage tone="neutral" icon={icon} title={empty.title} action={empty.action}>
        {empty.text}
      </StatusMessage>
    ) : (
      <StatusMessage
        tone="neutral"
        icon={icon}
        title={`No more ${noun}`}
        action={<Button onClick={() => onPageChange(1)}>Back to the first page</Button>}
      >
        This page is past the end of your {noun}.
      </StatusMessage>
    );
  }

  return (
    <div className="owned-list" aria-busy={query.isPlaceholderData}>
      <ul className="stack-list owned-list__items" aria-label={`Your ${noun}`}>
        {children(rows)}
      </ul>
      <Pager label="Pages" page={page} hasMore={meta.hasMore} onPageChange={onPageChange} />
      {footer}
    </div>
  );
}

/** A row's cover picture at 4:3, or a placeholder (an icon, and `label` if given) where it has none. */
export function OwnedCover({
  className,
  src,
  width,
  height,
  label,
}: {
  className: string;
  src: string | null | undefined;
  width: number;
  height: number;
  label?: string;
}) {
  return (
    <div className={`${className} owned-list__cover`}>
      {src ? (
        <img className="picture-4x3" src={src} alt="" width={width} height={height} loading="lazy" />
      ) : (
        <span className="picture-4x3 owned-list__no-cover">
          <ImageOff aria-hidden="true" />
          {label && <span>{label}</span>}
        </span>
      )}
    </div>
  );
}

/** A row's numbers: each a term and its value, in the list's small caps over large figures. */
export function OwnedStats({
  className,
  stats,
}: {
  className: string;
  stats: readonly (readonly [term: string, value: ReactNode])[];
}) {
  return (
    <dl className={`${className} stat-list owned-list__stats`}>
      {stats.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
