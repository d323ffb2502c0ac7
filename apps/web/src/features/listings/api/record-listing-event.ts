import type { ListingEventInput } from "@mp/contracts/listing";

/**
 * Tells the server a visitor saw a listing or used one of its contact links, for the vendor's
 * View Business numbers. Fire and forget: `keepalive` lets it finish while a contact link takes
 * the visitor away, and a failure never troubles the visitor (the server counts a repeat from
 * the same visitor within 30 minutes once).
 */
export function recordListingEvent(listingId: string, type: ListingEventInput["type"]): void {
  void fetch(`/api/listings/${encodeURIComponent(listingId)}/events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type } satisfies ListingEventInput),
    keepalive: true,
  }).catch(() => {});
}
