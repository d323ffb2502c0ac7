import type { ListingSummary } from "@mp/contracts/listing";

/**
 * A maker of the listings a test serves: the nth has the id `{idPrefix}-0000-4000-8000-{offset + n}`
 * (twelve digits), plain values, then what `defaults(n)` and the call's overrides say.
 */
export function listingMaker(
  idPrefix: string,
  offset: number,
  defaults: (n: number) => Partial<ListingSummary> = () => ({}),
) {
  return (n: number, overrides: Partial<ListingSummary> = {}): ListingSummary => ({
    _id: `${idPrefix}-0000-4000-8000-${String(offset + n).padStart(12, "0")}`,
    name: `Listing ${n}`,
    kind: "business",
    priceCents: null,
    currency: "USD",
    city: "Springfield",
    address: `${n} Main Street`,
    latitude: null,
    longitude: null,
    coverImage: null,
    categoryId: `${idPrefix}-0000-4000-8000-0000000000c1`,
    subcategoryId: `${idPrefix}-0000-4000-8000-0000000000b1`,
    ratingAverage: null,
    ratingCount: 0,
    publishedAt: "2026-11-01T10:00:00.000Z",
    ...defaults(n),
    ...overrides,
  });
}
