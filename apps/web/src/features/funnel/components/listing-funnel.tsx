import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDay } from "@mp/ui/lib/format.ts";
import { vendorPaths } from "../../../lib/paths-vendor";
import { useListingFunnel, type FunnelRange } from "../api/funnel";
import { isEmptyFunnel } from "../format";
import { FunnelOverTime } from "./funnel-over-time";
import { FunnelSteps } from "./funnel-steps";
import { RangeControl } from "./range-control";
import "./funnel.css";

/** One listing's funnel over the chosen period: the steps, then the days. */
export function ListingFunnel({ listingId }: { listingId: string }) {
  const [days, setDays] = useState<FunnelRange>(30);
  const funnel = useListingFunnel(listingId, days);
  return (
    <div className="funnel" aria-busy={funnel.isFetching}>
      <RangeControl value={days} onChange={setDays} />
      {funnel.isPending ? (
        <p role="status" className="funnel__loading">
          Loading the numbers…
        </p>
      ) : funnel.isError ? (
        <LoadFailed
          query={funnel}
          title="The numbers could not be loaded"
          notFound={{
            title: "Listing not found",
            body: "It may have been deleted, or it belongs to another account.",
            action: <Link to={vendorPaths.vendorProducts}>See your listings</Link>,
          }}
        />
      ) : (
        <>
          <h2 className="funnel__listing">
            {funnel.data.listing.name}
            <span className="funnel__period">
              {formatDay(funnel.data.from)} – {formatDay(funnel.data.to)}
            </span>
          </h2>
          <FunnelSteps totals={funnel.data.totals} />
          {isEmptyFunnel(funnel.data.totals) ? (
            <StatusMessage tone="neutral" icon={<BarChart3 aria-hidden="true" />} title="No numbers in these days">
              {funnel.data.listing.status === "draft"
                ? "The listing is a draft: publish it, and its numbers start the day it shows in lists."
                : "Nobody has seen the listing in a list in these days. Try a longer period."}
            </StatusMessage>
          ) : (
            <FunnelOverTime days={funnel.data.days} />
          )}
        </>
      )}
    </div>
  );
}
