import type { VendorBannerAd } from "@mp/contracts/banner-ad";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { useBannerAd, useBannerAdStats, useDeleteBannerAd } from "../../../features/banner-ads/api/banner-ad";
import { BannerAdForm } from "../../../features/banner-ads/components/banner-ad-form";
import { BannerAdList } from "../../../features/banner-ads/components/banner-ad-list";
import { BannerStats } from "../../../features/banner-ads/components/banner-stats";
import { uploadImage } from "../../../lib/upload-image";
import { ConfirmDialog } from "../../../features/listing-editor/components/confirm-dialog";
import { notify } from "../../../lib/toast";
import { bannerViewUrl, editBannerAdUrl, vendorPaths } from "../../../lib/paths-vendor";
import { usePageParam } from "../browse-query";
import { VendorPage, WithLoaded } from "../vendor-listings/vendor-page";

const allBannerAds = { to: vendorPaths.bannerAds, label: "Your banner ads" };

const addButton = (
  <Link to={vendorPaths.addBannerAd} className={buttonClasses("primary", undefined)}>
    Add a banner ad
  </Link>
);

/** `/bannerads` (main layout, guarded): the vendor's banner ads and their numbers. */
export function BannerAdsRoute() {
  const { page, goTo } = usePageParam();
  const [toDelete, setToDelete] = useState<VendorBannerAd | null>(null);
  const remove = useDeleteBannerAd();
  return (
    <VendorPage
      title="Banner ads"
      lead="Wide pictures with a link, on the home page, a category or search results, for the days you choose."
      hasVendorNav
    >
      <div className="spread-row">{addButton}</div>
      <BannerAdList page={page} onPageChange={goTo} onDelete={setToDelete} emptyAction={addButton} />
      {toDelete && (
        <ConfirmDialog
          title="Delete this banner ad?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          onCancel={() => setToDelete(null)}
          onConfirm={async () => {
            await remove.mutateAsync(toDelete._id);
            setToDelete(null);
            notify.success("The banner ad is deleted.");
          }}
        >
          <p>
            &ldquo;{toDelete.title}&rdquo; stops showing at once, and its numbers are deleted with it. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </VendorPage>
  );
}

/** `/addbannerads` (vendor layout, guarded). */
export function AddBannerAdRoute() {
  const navigate = useNavigate();
  return (
    <VendorPage
      title="Add a banner ad"
      lead="It shows in its place from its first day to its last; you see its impressions and clicks as they come."
      back={allBannerAds}
    >
      <BannerAdForm
        upload={uploadImage}
        onSaved={(ad) => {
          notify.success("Your banner ad is saved.");
          navigate(bannerViewUrl(ad._id));
        }}
      />
    </VendorPage>
  );
}

/** `/editbanneradds/{id}` (vendor layout, guarded). */
export function EditBannerAdRoute() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  return (
    <VendorPage title="Edit banner ad" back={allBannerAds}>
      <WithBannerAd id={id}>
        {(ad) => (
          <BannerAdForm
            key={ad._id}
            ad={ad}
            upload={uploadImage}
            onSaved={(saved) => {
              notify.success("Changes saved.");
              navigate(bannerViewUrl(saved._id));
            }}
          />
        )}
      </WithBannerAd>
    </VendorPage>
  );
}

/** `/bannerview/{id}` (vendor layout, guarded): the ad's numbers and their chart. */
export function BannerViewRoute() {
  const id = useParams().id ?? "";
  return (
    <VendorPage title="Banner ad statistics" back={allBannerAds}>
      <BannerViewContent id={id} />
    </VendorPage>
  );
}

function BannerViewContent({ id }: { id: string }) {
  return (
    <WithBannerAdQuery query={useBannerAdStats(id)} loading="Loading the statistics…">
      {(stats) => (
        <>
          <div className="spread-row">
            <p className="vendor-page__lead">{stats.ad.title}</p>
            <Link to={editBannerAdUrl(id)} className={buttonClasses("secondary", undefined)}>
              Edit the banner ad
            </Link>
          </div>
          <BannerStats stats={stats} />
        </>
      )}
    </WithBannerAdQuery>
  );
}

function WithBannerAd({ id, children }: { id: string; children: (ad: VendorBannerAd) => ReactNode }) {
  return (
    <WithBannerAdQuery query={useBannerAd(id)} loading="Loading the banner ad…">
      {children}
    </WithBannerAdQuery>
  );
}

/** A banner ad's page once `query` has answered, or its loading line or its failure. */
function WithBannerAdQuery<T>(props: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  return (
    <WithLoaded
      {...props}
      failed="The banner ad could not be loaded"
      notFound={{
        title: "Banner ad not found",
        body: "It may have been deleted, or it belongs to another account.",
        action: <Link to={vendorPaths.bannerAds}>See your banner ads</Link>,
      }}
    />
  );
}
