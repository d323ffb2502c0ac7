import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import "./browse-tools.css";
import { QueryStatus } from "./query-status";

type Page<T> = { result_value: T[]; meta: { hasMore: boolean; currentPage: number } };

type EmptyState = { title: string; text: ReactNode; action?: ReactNode };

/** What a page of results the visitor filters (jobs, freelancers, listings, products) is given by its page. */
export type FilteredResultsProps<Filters> = {
  filters: Filters;
  pageUrl: (page: number) => string;
  /** The address without filters, offered in the empty state; null when no filter is on. */
  clearUrl: string | null;
};

/**
 * The empty state of a list the visitor can filter: `filtered`, with a link to `clearUrl` named
 * `clearLabel` ("Clear the filters" unless said), when filters are on (clearUrl given); `unfiltered` when none is.
 */
export function emptyState(
  clearUrl: string | null,
  filtered: { title: string; text: ReactNode; clearLabel?: string },
  unfiltered: EmptyState,
): EmptyState {
  if (!clearUrl) return unfiltered;
  return {
    title: filtered.title,
    text: filtered.text,
    action: <Link to={clearUrl}>{filtered.clearLabel ?? "Clear the filters"}</Link>,
  };
}

type PagedResultsProps<T> = {
  query: UseQueryResult<Page<T>>;
  /** What the list holds, in the plural: "Loading {noun}…", "We couldn't load the {noun}." */
  noun: string;
  /** The empty state; the caller knows whether filters are on. */
  empty: EmptyState;
  pageUrl: (page: number) => string;
  /**
   * The list's heading for assistive technology, on pages whose only heading is the page's h1:
   * the cards' h3 headings then follow an h2, not the h1 (heading order).
   */
  listHeading?: string;
  /** The page's items, drawn by the caller (cards, a grid, a map). */
  children: (items: T[]) => ReactNode;
};

/**
 * One page of a paged list with its loading, failed and empty states and Previous/Next links:
 * the same frame for listings, products, jobs and freelancers. The previous page stays on screen,
 * dimmed and marked busy, while the next one loads.
 */
export function PagedResults<T>({ query, noun, empty, pageUrl, listHeading, children }: PagedResultsProps<T>) {
  if (query.isPending || query.isError) {
    return (
      <QueryStatus
        query={query}
        loading={`Loading ${noun}…`}
        failed={`We couldn't load the ${noun}.`}
        className="browse-page__lead"
      />
    );
  }
  const { result_value: items, meta } = query.data;
  if (items.length === 0) {
    return (
      <StatusMessage tone="neutral" icon={<SearchX aria-hidden="true" />} title={empty.title} action={empty.action}>
        {empty.text}
      </StatusMessage>
    );
  }
  return (
    <div className="browse-results" aria-busy={query.isPlaceholderData || undefined}>
      {listHeading && <h2 className="visually-hidden">{listHeading}</h2>}
      {children(items)}
      {(meta.currentPage > 1 || meta.hasMore) && (
        <nav aria-label="Pages" className="browse-results__pager">
          {meta.currentPage > 1 ? <Link to={pageUrl(meta.currentPage - 1)}>Previous</Link> : <span />}
          <span>Page {meta.currentPage}</span>
          {meta.hasMore ? <Link to={pageUrl(meta.currentPage + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
