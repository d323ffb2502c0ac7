import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { listingFunnelUrl, vendorPaths } from "../../../lib/paths-vendor";
import { featureAdFunnelQueryOptions, useFunnel } from "../api/funnel";
import { adFunnelSteps } from "../format";
import { FunnelFrame, FunnelNumbers } from "./funnel-frame";

/**
 * A feature ad's funnel over the chosen period (decision 040): its featured card shown and
 * clicked, then the contact clicks, messages and saves made in the visits those clicks opened.
 */
export function FeatureAdFunnel({ adId }: { adId: string }) {
  const funnel = useFunnel((days) => featureAdFunnelQueryOptions(adId, days));
  return (
    <FunnelFrame
      {...funnel}
      notFound={{
        title: "Feature ad not found",
        action: <Link to={vendorPaths.featureAds}>See your feature ads</Link>,
      }}
    >
      {(data) => (
        <>
          <FunnelNumbers
            name={data.ad.listingName}
            data={data}
            steps={adFunnelSteps}
            empty="The featured card was not shown in these days. Try a longer period, or check the ad's dates."
          />
          <p className="funnel__note">
            <CalendarClock aria-hidden="true" />
            <span>
              Featured from <time dateTime={data.ad.startsAt}>{formatDateTime(data.ad.startsAt)}</time> to{" "}
              <time dateTime={data.ad.endsAt}>{formatDateTime(data.ad.endsAt)}</time>. A click is a visit the ad opened;
              contact clicks, messages and saves count for the ad when they happen within half an hour of that click,
              while the ad runs. The <Link to={listingFunnelUrl(data.ad.listingId)}>listing&apos;s own funnel</Link>{" "}
              counts every visit, these included.
            </span>
          </p>
        </>
      )}
    </FunnelFrame>
  );
}
