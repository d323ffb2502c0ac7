import type { ComponentProps } from "react";
import { BannerSlot } from "../features/banner-ads/components/banner-slot";
import { ReportButton } from "../features/moderation/components/report-button";

/** A placement's banner with a small "Report ad" link under it. */
export function ReportableBannerSlot(props: Omit<ComponentProps<typeof BannerSlot>, "footer">) {
  return (
    <BannerSlot
      {...props}
      footer={(ad) => (
        <ReportButton
          targetType="banner_ad"
          targetId={ad._id}
          what={`the ad "${ad.title}"`}
          look="link"
          label="Report ad"
        />
      )}
    />
  );
}
