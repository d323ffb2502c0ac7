import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";

/** A list page's query string: its size, the filters that are set, and the row it starts after. */
export function cursorQuery(filters: Record<string, string>, limit: number, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set("cursor", cursor);
  return query;
}

/**
 * A list read newest first, a page at a time by key ("Show more"): a row added meanwhile never
 * shifts the pages. `fetchPage` answers the page after `cursor` and the cursor of the next one.
 */
export function useCursorPages<Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
