import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { FilterX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import type { UrlFilters } from "../../lib/use-url-filters";

type Props = {
  /** The list's paged query (newest first; "Show more" fetches the next page). */
  query: UseInfiniteQueryResult;
  /** How many rows the loaded pages hold. */
  count: number;
  /** The list's filters: when any is set, an empty answer offers to clear them. */
  filters: Pick<UrlFilters<string>, "isSet" | "clear">;
  /** The page's class prefix: `{prefix}__loading`, `{prefix}__more`. */
  prefix: string;
  loading: string;
  failed: string;
  noMatch: { title: string; hint: ReactNode };
  empty: { icon: ReactNode; title: string; hint: ReactNode };
  more: string;
  /** The rows. */
  children: ReactNode;
};

/** A filtered admin list's states: loading, failed, nothing matches, nothing yet, then the rows and "Show more". */
export function FilteredList({
  query,
  count,
  filters,
  prefix,
  loading,
  failed,
  noMatch,
  empty,
  more,
  children,
}: Props) {
  if (query.isPending) {
    return (
      <p role="status" className={`${prefix}__loading muted`}>
        {loading}
      </p>
    );
  }
  if (query.isError) return <LoadFailed query={query} title={failed} />;
  if (count === 0) {
    return filters.isSet ? (
      <StatusMessage
        tone="neutral"
        icon={<FilterX aria-hidden="true" />}
        title={noMatch.title}
        action={
          <Button variant="secondary" onClick={filters.clear}>
            Clear filters
          </Button>
        }
      >
        {noMatch.hint}
      </StatusMessage>
    ) : (
      <StatusMessage tone="neutral" icon={empty.icon} title={empty.title}>
        {empty.hint}
      </StatusMessage>
    );
  }
  return (
    <>
      {children}
      {query.hasNextPage && (
        <div className={`${prefix}__more`}>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} isBusy={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading…" : more}
          </Button>
        </div>
      )}
    </>
  );
}
