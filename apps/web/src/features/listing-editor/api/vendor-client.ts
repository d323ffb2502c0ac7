/** `/api/vendor/listings/{id}` and what hangs under it. */
export function listingPath(id: string, rest = ""): string {
  return `/api/vendor/listings/${encodeURIComponent(id)}${rest}`;
}
