import { useEffect } from "react";

/** The most ids one beacon carries (the API's MAX_IMPRESSION_IDS). */
const MAX_IDS = 50;
/** Cards already reported in this page session: a re-render, a back button or a refetch sends nothing again. */
const reported = new Set<string>();
const reportedFeatured = new Set<string>();

function send(path: string, body?: object): void {
  void fetch(path, {
    method: "POST",
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    // Finishes even when the visitor follows a card at once.
    keepalive: true,
  }).catch(() => {});
}

type Card = { _id: string; featured?: boolean };

/**
 * Counts the cards a list shows for the vendors' funnels (decision 036): one beacon per list
 * render with the ids not reported yet in this session, the featured ones named apart (their
 * feature ad counts too). The server counts each visitor and card once per 30 minutes.
 */
export function reportImpressions(cards: readonly Card[]): void {
  const fresh = cards.filter((card) => !reported.has(card._id)).slice(0, MAX_IDS);
  const featured = cards.filter((card) => card.featured && !reportedFeatured.has(card._id)).slice(0, MAX_IDS);
  if (fresh.length === 0 && featured.length === 0) return;
  for (const card of fresh) reported.add(card._id);
  for (const card of featured) reportedFeatured.add(card._id);
  // The API needs one id at least; a featured card already counted as a listing is named again.
  const ids = fresh.length > 0 ? fresh.map((card) => card._id) : featured.map((card) => card._id);
  send("/api/listings/impressions", { ids, featured: featured.map((card) => card._id) });
}

/** The hook form: reports once the list has painted, and again only when its cards change. */
export function useImpressions(cards: readonly Card[]): void {
  // The cards as one string: a new array of the same cards (a re-render, a refetch) is the same key.
  const key = cards.map((card) => `${card._id}${card.featured ? "*" : ""}`).join(",");
  useEffect(() => {
    if (!key) return;
    reportImpressions(key.split(",").map((part) => ({ _id: part.replace("*", ""), featured: part.endsWith("*") })));
  }, [key]);
}

/** A featured card was opened: its feature ad counts a click. */
export function reportFeaturedClick(listingId: string): void {
  send(`/api/listings/${encodeURIComponent(listingId)}/featured-click`);
}

/** For tests: forget what was reported. */
export function forgetReportedImpressions(): void {
  reported.clear();
  reportedFeatured.clear();
}
