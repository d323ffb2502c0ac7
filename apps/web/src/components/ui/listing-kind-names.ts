import type { ListingKind } from "@mp/contracts/listing";

/** How a listing kind reads on the page: "Business" or "Product". */
export const listingKindNames: Record<ListingKind, string> = { business: "Business", product: "Product" };
