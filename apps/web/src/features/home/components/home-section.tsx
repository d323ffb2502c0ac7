import type { UseQueryResult } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import "../../../components/ui/page-section.css";
import "./home-section.css";

type HomeSectionProps<T> = {
  title: string;
  lead?: string;
  /** A link beside the heading, such as "See all jobs". */
  action?: ReactNode;
  query: UseQueryResult<T[]>;
  /** What to show once the query has loaded, when not all of its data (a filtered copy). */
  items?: T[];
  /** Read out while the section loads, e.g. "Loading new listings…". */
  loadingLabel: string;
  /** The placeholder shapes shown while the section loads. */
  skeleton: ReactNode;
  errorTitle: string;
  /** "tight": right under the hero, with less room above. */
  tone?: "plain" | "tinted" | "tight";
  children: (items: T[]) => ReactNode;
};

/** A home page section over one list: a skeleton while it loads, the error with Retry, and nothing at all when empty. */
export function HomeSection<T>({
  title,
  lead,
  action,
  query,
  items,
  loadingLabel,
  skeleton,
  errorTitle,
  tone = "plain",
  children,
}: HomeSectionProps<T>) {
  const headingId = useId();
  const shown = items ?? query.data;
  if (query.isSuccess && shown?.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className={`page-section${tone === "tinted" ? " page-section--tinted" : ""} home-section--${tone}`}
    >
      <div className="container">
        <div className="page-section__head">
          <div>
            <h2 id={headingId} className="page-section__title">
              {title}
            </h2>
            {lead && <p className="page-section__lead">{lead}</p>}
          </div>
          {action}
        </div>
        {query.isPending ? (
          <div role="status">
            <span className="visually-hidden">{loadingLabel}</span>
            <div aria-hidden="true" className="home-section__items">
              {skeleton}
            </div>
          </div>
        ) : query.isError ? (
          <LoadFailed query={query} title={errorTitle} />
        ) : (
          <div className="home-section__items">{children(shown ?? query.data)}</div>
        )}
      </div>
    </section>
  );
}

/** `count` grey cards in the section's grid, shaped like listing or job cards. */
export function CardSkeletons({ count, shape }: { count: number; shape: "listing" | "job" }) {
  return (
    <ul className={`grid-list home-skeletons--${shape}`}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="home-skeleton">
          {shape === "listing" && <span className="home-skeleton__block home-skeleton__cover" />}
          <span className="home-skeleton__block home-skeleton__line" />
          <span className="home-skeleton__block home-skeleton__line home-skeleton__line--short" />
        </li>
      ))}
    </ul>
  );
}
