import type { ListingDetail } from "@mp/contracts/listing";
import { Link } from "react-router";
import { vendorPageUrl } from "../../../lib/paths-vendor";
import { useMoreFromVendor } from "../api/get-more-from-vendor";
import { ListingGrid } from "./listing-card";

/** Up to four other published listings of the listing's vendor, with the way to all of them; nothing when there are none. */
export function MoreFromVendor({ listing }: { listing: ListingDetail }) {
  const more = useMoreFromVendor(listing._id);
  const others = more.data ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-from-vendor" className="similar-listings">
      <div className="similar-listings__head">
        <h2 id="more-from-vendor" className="similar-listings__title">
          More from {listing.vendor.name}
        </h2>
        <Link to={vendorPageUrl(listing.vendor._id)} className="similar-listings__all">
          All listings of {listing.vendor.name}
        </Link>
      </div>
      <ListingGrid listings={others} />
    </section>
  );
}
