import { BusinessFunnel } from "../../../features/funnel/components/business-funnel";
import { FeatureAdFunnel } from "../../../features/funnel/components/feature-ad-funnel";
import { ListingFunnel } from "../../../features/funnel/components/listing-funnel";
import { allFeatureAds, useListingId, VendorPage, viewBusiness } from "../vendor-listings/vendor-page";

/** `/listingfunnel/:id` (vendor layout, guarded): one listing's impressions → views → contacts → messages → saves. */
export function ListingFunnelRoute() {
  const id = useListingId();
  return (
    <VendorPage
      title="Listing funnel"
      lead="How often the listing showed in lists, was opened, contacted, messaged and saved; each visitor counts once per half hour."
      back={viewBusiness}
    >
      <ListingFunnel listingId={id} />
    </VendorPage>
  );
}

/** `/businessfunnel` (vendor layout, guarded): the same over all the vendor's listings, and each listing's line. */
export function BusinessFunnelRoute() {
  return (
    <VendorPage
      title="Business funnel"
      lead="All your listings together: shown in lists, opened, contacted, messaged and saved, day by day."
      hasVendorNav
    >
      <BusinessFunnel />
    </VendorPage>
  );
}

/** `/featureadfunnel/:id` (vendor layout, guarded): a feature ad's impressions → clicks → what its visits led to. */
export function FeatureAdFunnelRoute() {
  const id = useListingId();
  return (
    <VendorPage
      title="Feature ad funnel"
      lead="How often the featured card showed and was opened, and the contacts, messages and saves of the visits it opened."
      back={allFeatureAds}
    >
      <FeatureAdFunnel adId={id} />
    </VendorPage>
  );
}
