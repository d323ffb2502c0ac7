import { useSearchParams } from "react-router";
import { queryString } from "../../lib/query-string";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?page=` as a page number from 1, whatever a hand-edited address holds. */
export function readPage(query: URLSearchParams): number {
  return Math.max(1, Math.min(100_000, Math.trunc(Number(query.get("page"))) || 1));
}

/** A browse page's address: `path`, each filled value in its order, then `page` past the first. */
export function browseUrl(path: string, values: Record<string, string>, page = 1): string {
  const text = queryString({ ...values, page: page > 1 ? page : undefined });
  return text ? `${path}?${text}` : path;
}

/**
 * A paged list's `?page=`, and the way to another page: the address keeps only `?page=` (none for
 * the first) and the window goes back to the top.
 */
export function usePageParam(): { page: number; goTo: (page: number) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return { page: readPage(searchParams), goTo };
}

/** An id from the URL, or "" when it is not one (the server would refuse it). */
export function readUuid(value: string | null): string {
  return value && uuidPattern.test(value) ? value : "";
}
