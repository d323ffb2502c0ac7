import type { ListingHit } from "@mp/contracts/search";

/** A listing as a search answers it: a business in Austin in `categoryId`, its name and description highlighted. */
export function makeListingHit(
  _id: string,
  name: string,
  categoryId: string,
  overrides: Partial<ListingHit> = {},
): ListingHit {
  return {
    _id,
    name,
    kind: "business",
    priceCents: null,
    currency: "USD",
    city: "Austin, TX",
    coverImage: null,
    categoryId,
    subcategoryId: categoryId,
    ratingAverage: null,
    ratingCount: 0,
    rank: 1,
    highlight: { name: `«${name}»`, description: "Fresh «bread» daily" },
    ...overrides,
  };
}
