// Test data for the saved searches' tests.
import type { SavedSearch } from "@mp/contracts/saved-search";

/** A daily search for "bread" in the listings, never mailed yet. */
export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: "60000000-0000-4000-8000-0000000000a1",
    kind: "listings",
    name: "Bread",
    path: "/search",
    params: { q: "bread" },
    frequency: "daily",
    createdAt: "2026-11-20T09:00:00.000Z",
    lastMailedAt: null,
    ...overrides,
  };
}
