import { Link, useParams } from "react-router";
import { useEffect } from "react";
import { useListing } from "../../features/listings/api/get-listing";
import { recordListingEvent } from "../../features/listings/api/record-listing-event";
import { ListingActions } from "../../features/listings/components/listing-actions";
import { ListingDetail } from "../../features/listings/components/listing-detail";
import { ListingStructuredData } from "../../features/listings/components/listing-structured-data";
import { MoreFromVendor } from "../../features/listings/components/more-from-vendor";
import { SimilarListings } from "../../features/listings/components/similar-listings";
import { ListingsMap } from "../../features/maps/components/listings-map";
import { ReportButton } from "../../features/moderation/components/report-button";
import { useListingReviews } from "../../features/reviews/api/get-listing-reviews";
import { ListingReviews } from "../../features/reviews/components/listing-reviews";
import { FavouriteSlot } from "../../lib/favourite-slot";
import { paths } from "../../lib/paths";
import { productDetailUrl } from "../../lib/paths-browse";
import { AppAskQuestionButton } from "../ask-question-slot";
import { config } from "../config";
import { usePageMeta } from "../use-page-meta";
import "./browse-page.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

export function ProductDetailRoute() {
  const { id = "" } = useParams();
  const listing = useListing(id);
  // The same query as the Reviews section's first page: asked at once, so the server renders both in one pass.
  const firstReviews = useListingReviews(id, 1);
  const data = listing.data;
  const shownId = data?._id;
  useEffect(() => {
    if (shownId) recordListingEvent(shownId, "view");
  }, [shownId]);
  usePageMeta(
    data?.name ?? (listing.isError ? "Listing not found" : "Listing"),
    data ? `${data.name} in ${data.city}: ${data.description.slice(0, 140)}` : "A local business or product.",
  );

  return (
    <div className="browse-page container">
      {listing.isPending ? (
        <>
          <h1 className="browse-page__title">Listing</h1>
          <p role="status" className="browse-page__lead">
            Loading the listing…
          </p>
        </>
      ) : listing.isError ? (
        <>
          <h1 className="browse-page__title">Listing not found</h1>
          <LoadFailed query={listing} title="We couldn't show this listing.">
            {listing.error.message} <Link to={paths.categories}>Browse the categories</Link> instead.
          </LoadFailed>
        </>
      ) : (
        <>
          <ListingStructuredData
            listing={listing.data}
            origin={config.publicUrl}
            reviews={firstReviews.data?.result_value.reviews}
          />
          <ListingDetail
            listing={listing.data}
            onContact={() => recordListingEvent(listing.data._id, "contact")}
            actions={
              <ListingActions
                name={listing.data.name}
                phone={listing.data.contact.phone}
                website={listing.data.contact.website}
                place={{
                  latitude: listing.data.latitude,
                  longitude: listing.data.longitude,
                  address: `${listing.data.address}, ${listing.data.city}`,
                }}
                shareUrl={`${config.publicUrl}${productDetailUrl(listing.data._id)}`}
                useGoogleMaps={Boolean(config.maps?.googleMapsKey)}
                onContact={() => recordListingEvent(listing.data._id, "contact")}
              >
                <FavouriteSlot type="listing" id={listing.data._id} name={listing.data.name} look="button" />
                <AppAskQuestionButton
                  listingId={listing.data._id}
                  listingName={listing.data.name}
                  vendorId={listing.data.vendor._id}
                  vendorName={listing.data.vendor.name}
                />
              </ListingActions>
            }
            locationMap={
              <ListingsMap
                single
                settings={config.maps}
                label={`Map showing where ${listing.data.name} is`}
                points={[
                  {
                    id: listing.data._id,
                    name: listing.data.name,
                    latitude: listing.data.latitude,
                    longitude: listing.data.longitude,
                    href: productDetailUrl(listing.data._id),
                  },
                ]}
              />
            }
          />
          <div className="report-row">
            <ReportButton
              targetType="listing"
              targetId={listing.data._id}
              what="this listing"
              ownerId={listing.data.vendor._id}
            />
          </div>
          <ListingReviews
            listingId={listing.data._id}
            listingName={listing.data.name}
            ownerId={listing.data.vendor._id}
            renderReport={(review) => (
              <ReportButton targetType="review" targetId={review._id} what="this review" look="link" />
            )}
          />
          <MoreFromVendor listing={listing.data} />
          <SimilarListings listing={listing.data} />
        </>
      )}
    </div>
  );
}
