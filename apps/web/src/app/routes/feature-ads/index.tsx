import type { FeatureAd } from "@mp/contracts/feature-ad";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { useEndFeatureAd } from "../../../features/feature-ads/api/vendor-feature-ads";
import { FeatureAdForm } from "../../../features/feature-ads/components/feature-ad-form";
import { FeatureAdList } from "../../../features/feature-ads/components/feature-ad-list";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { ConfirmDialog } from "../../../features/listing-editor/components/confirm-dialog";
import { vendorPaths } from "../../../lib/paths-vendor";
import { notify } from "../../../lib/toast";
import { usePageParam } from "../browse-query";
import { allFeatureAds, VendorPage } from "../vendor-listings/vendor-page";

const featureButton = (
  <Link to={vendorPaths.addFeatureAd} className={buttonClasses("primary", undefined)}>
    Feature a listing
  </Link>
);

/** `/featureads`: the vendor's feature ads, their periods and status, with a way to feature another. */
export function FeatureAdsRoute() {
  const { page, goTo } = usePageParam();
  const [ending, setEnding] = useState<FeatureAd | null>(null);
  const end = useEndFeatureAd();
  const isRunning = ending?.status === "active";

  return (
    <VendorPage
      title="Feature ads"
      lead="Put a published listing first on the home page and in its subcategory, marked “Featured”, for the days you choose."
      hasVendorNav
    >
      <div className="spread-row">{featureButton}</div>
      <FeatureAdList page={page} onPageChange={goTo} onEnd={setEnding} emptyAction={featureButton} />
      {ending && (
        <ConfirmDialog
          title={isRunning ? "End this feature ad now?" : "Cancel this feature ad?"}
          confirmLabel={isRunning ? "End now" : "Cancel the ad"}
          busyLabel={isRunning ? "Ending…" : "Cancelling…"}
          onCancel={() => setEnding(null)}
          onConfirm={async () => {
            await end.mutateAsync(ending._id);
            notify.success(isRunning ? "The feature ad has ended." : "The feature ad is cancelled.");
            setEnding(null);
          }}
        >
          {isRunning ? (
            <>
              <strong>{ending.listing.name}</strong> stops being featured at once, instead of on{" "}
              {formatDateTime(ending.endsAt)}.
            </>
          ) : (
            <>
              <strong>{ending.listing.name}</strong> will not be featured from {formatDateTime(ending.startsAt)}.
            </>
          )}
        </ConfirmDialog>
      )}
    </VendorPage>
  );
}

/** `/addfeatureads?listingId=`: feature one of the vendor's published listings. */
export function AddFeatureAdRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <VendorPage
      title="Feature a listing"
      lead="Choose a published listing and how long to feature it. You can change the dates or end it early."
      back={allFeatureAds}
    >
      <FeatureAdForm
        preselectedId={searchParams.get("listingId") ?? undefined}
        onSaved={() => navigate(vendorPaths.featureAds)}
      />
    </VendorPage>
  );
}
