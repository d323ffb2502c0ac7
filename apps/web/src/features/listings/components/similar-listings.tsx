import type { ListingDetail } from "@mp/contracts/listing";
import { useListings } from "../api/get-listings";
import { ListingGrid } from "./listing-card";

/** Up to four other listings of the same subcategory; nothing at all when there are none. */
export function SimilarListings({ listing }: { listing: ListingDetail }) {
  // One more than shown, in case this listing is among them.
  const similar = useListings({ subcategoryId: listing.subcategoryId, q: "", isOpenNow: false, page: 1, limit: 5 });
  const others = (similar.data?.result_value ?? []).filter((item) => item._id !== listing._id).slice(0, 4);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="similar-listings" className="similar-listings">
      <h2 id="similar-listings" className="similar-listings__title">
        More in {listing.subcategoryName}
      </h2>
      <ListingGrid listings={others} />
    </section>
  );
}
