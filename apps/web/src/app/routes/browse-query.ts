const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?page=` as a page number from 1, whatever a hand-edited address holds. */
export function readPage(query: URLSearchParams): number {
  return Math.max(1, Math.min(100_000, Math.trunc(Number(query.get("page"))) || 1));
}

/** An id from the URL, or "" when it is not one (the server would refuse it). */
export function readUuid(value: string | null): string {
  return value && uuidPattern.test(value) ? value : "";
}
