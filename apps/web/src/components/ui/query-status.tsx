import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import "./query-status.css";

type QueryStatusProps = {
  /** A query that has no data yet: it is loading, or it failed. */
  query: UseQueryResult<unknown>;
  /** Read while it loads, e.g. "Loading your plans…". */
  loading: string;
  /** The failure's title, e.g. "Your plans could not be loaded". */
  failed: string;
  /** What a 404 says instead, and where to go (a retry would not help). */
  notFound?: ComponentProps<typeof LoadFailed>["notFound"];
  /** Where the line needs more than the muted text, e.g. room around it. */
  className?: string;
};

/** What a list shows until its query has data: a status line while it loads, the error with Retry if it failed. */
export function QueryStatus({ query, loading, failed, notFound, className }: QueryStatusProps) {
  if (query.isError) return <LoadFailed query={query} title={failed} notFound={notFound} />;
  return (
    <p role="status" className={className ? `query-status ${className}` : "query-status"}>
      {loading}
    </p>
  );
}
