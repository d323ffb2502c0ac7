import { Link } from "react-router";
import { vendorPaths } from "../../../lib/paths-vendor";
import { listingFunnelQueryOptions, useFunnel } from "../api/funnel";
import { FunnelFrame, FunnelNumbers } from "./funnel-frame";

/** One listing's funnel over the chosen period: the steps, then the days. */
export function ListingFunnel({ listingId }: { listingId: string }) {
  const funnel = useFunnel((days) => listingFunnelQueryOptions(listingId, days));
  return (
    <FunnelFrame
      {...funnel}
      notFound={{
        title: "Listing not found",
        action: <Link to={vendorPaths.vendorProducts}>See your listings</Link>,
      }}
    >
      {(data) => (
        <FunnelNumbers
          name={data.listing.name}
          data={data}
          empty={
            data.listing.status === "draft"
              ? "The listing is a draft: publish it, and its numbers start the day it shows in lists."
              : "Nobody has seen the listing in a list in these days. Try a longer period."
          }
        />
      )}
    </FunnelFrame>
  );
}
