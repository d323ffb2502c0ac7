import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { useAuthDialog } from "../../../features/auth/auth-dialog-context";
import { ListingDetail } from "../../../features/listings/components/listing-detail";
import { useListingPreview } from "../../../features/listing-editor/api/get-listing-preview";
import { FieldsEditor } from "../../../features/listing-editor/components/fields-editor";
import { GalleryManager } from "../../../features/listing-editor/components/gallery-manager";
import { ListingActions } from "../../../features/listing-editor/components/listing-actions";
import { ListingShortcuts, ListingTips } from "../../../features/listing-editor/components/listing-aside";
import { ListingForm } from "../../../features/listing-editor/components/listing-form";
import { ListingOffer } from "../../../features/listing-editor/components/listing-offer";
import { StatusBanner } from "../../../features/listing-editor/components/listing-status";
import { PreviewExtras } from "../../../features/listing-editor/components/preview-extras";
import { VendorListings } from "../../../features/listing-editor/components/vendor-listings";
import type { VendorListing } from "@mp/contracts/vendor-listing";
import { useSession } from "../../../lib/session";
import { productPreviewUrl, vendorPaths } from "../../../lib/paths-vendor";
import { config } from "../../config";
import { postAdAnchor } from "../../navigation";
import { usePageTitle } from "../../use-page-title";
import { usePageParam } from "../browse-query";
import { listingLocationAddons } from "./listing-location-addons";
import { useListingId, VendorPage, viewBusiness, WithVendorListing } from "./vendor-page";
import { QueryStatus } from "../../../components/ui/query-status";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { SavesCount } from "../../../components/ui/saves-count";
import { useSaveCounts } from "../../../lib/save-counts";

const backToPreview = (id: string) => ({ to: productPreviewUrl(id), label: "Back to the preview" });

/** The listing form wired to the session: a signed-out save opens the sign-in dialog, then goes on. */
function ConnectedListingForm({ listing }: { listing?: VendorListing }) {
  const { isLoggedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  return (
    <ListingForm
      listing={listing}
      isSignedIn={isLoggedIn}
      onRequireSignIn={() => openAuthDialog("login")}
      onSaved={(saved) => navigate(productPreviewUrl(saved._id))}
      location={listingLocationAddons()}
    />
  );
}

/** `/userproducts` (List your business free / Post An Ad): the offer, and the form right there. Not guarded. */
export function UserProductsRoute() {
  usePageTitle("List your business free");
  const { hash } = useLocation();
  const formRef = useRef<HTMLElement>(null);
  // "Post An Ad" comes with #start-listing: straight to the form.
  useEffect(() => {
    if (hash === `#${postAdAnchor}`) formRef.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <div className="container vendor-page">
      <ListingOffer
        productName={config.productName}
        action={
          <Link to={`#${postAdAnchor}`} className={buttonClasses("primary", "vendor-page__cta")}>
            Start your free listing
          </Link>
        }
      />
      <section ref={formRef} id={postAdAnchor} className="vendor-page__start" aria-labelledby="start-listing-title">
        <h2 id="start-listing-title">Start your free listing</h2>
        <div className="vendor-page__columns">
          <ConnectedListingForm />
          <ListingTips />
        </div>
      </section>
    </div>
  );
}

/** `/addproducts`: a new listing, saved as a draft. */
export function AddProductRoute() {
  return (
    <VendorPage
      title="Add a listing"
      lead="A business or a product. It stays a draft, seen only by you, until you publish it."
      back={viewBusiness}
    >
      <div className="vendor-page__columns">
        <ConnectedListingForm />
        <ListingTips />
      </div>
    </VendorPage>
  );
}

/** `/editproductvendor/{id}`. */
export function EditProductRoute() {
  const id = useListingId();
  return (
    <VendorPage title="Edit listing" back={backToPreview(id)}>
      <WithVendorListing id={id}>
        {(listing) => (
          <>
            <HiddenNotice hidden={listing.hidden} />
            <div className="vendor-page__columns">
              <ConnectedListingForm key={listing._id} listing={listing} />
              <ListingShortcuts listing={listing} />
            </div>
          </>
        )}
      </WithVendorListing>
    </VendorPage>
  );
}

/** `/productpreview/{id}`: the listing as its public page shows it, with its status and actions. */
export function ProductPreviewRoute() {
  const id = useListingId();
  return (
    <VendorPage title="Preview" back={viewBusiness}>
      <WithVendorListing id={id}>{(listing) => <ListingPreview listing={listing} />}</WithVendorListing>
    </VendorPage>
  );
}

function ListingPreview({ listing }: { listing: VendorListing }) {
  const preview = useListingPreview(listing._id);
  const saves = useSaveCounts("listing", [listing._id]);
  const navigate = useNavigate();
  return (
    <div className="vendor-page__preview">
      <HiddenNotice hidden={listing.hidden} />
      <StatusBanner status={listing.status} publishedAt={listing.publishedAt} />
      <SavesCount count={saves.data?.[listing._id]} />
      <ListingActions listing={listing} onDeleted={() => navigate(vendorPaths.vendorProducts)} />
      {!preview.isSuccess ? (
        <QueryStatus query={preview} loading="Loading the preview…" failed="The preview could not be loaded" />
      ) : (
        <>
          <ListingDetail
            headingLevel={2}
            listing={{ ...preview.data, publishedAt: preview.data.publishedAt ?? listing.updatedAt }}
          />
          <PreviewExtras
            listingId={listing._id}
            fieldCount={preview.data.customFields.length}
            gallery={preview.data.gallery}
          />
        </>
      )}
    </div>
  );
}

/** `/addgalleryimg/{id}`: the gallery manager. */
export function AddGalleryRoute() {
  const id = useListingId();
  return (
    <VendorPage
      title="Gallery"
      lead="Add several photos at once, caption them and put them in order. The first one leads the gallery."
      back={backToPreview(id)}
    >
      <WithVendorListing id={id}>
        {(listing) => (
          <>
            <ListingName listing={listing} />
            <GalleryManager listingId={listing._id} />
          </>
        )}
      </WithVendorListing>
    </VendorPage>
  );
}

/** `/addfields/{id}`: the custom fields editor. */
export function AddFieldsRoute() {
  const id = useListingId();
  return (
    <VendorPage
      title="Custom fields"
      lead="Details your page shows as a list: a label and a value of text, a number, yes or no, or a link."
      back={backToPreview(id)}
    >
      <WithVendorListing id={id}>
        {(listing) => (
          <div className="vendor-page__narrow">
            <ListingName listing={listing} />
            <FieldsEditor listingId={listing._id} />
          </div>
        )}
      </WithVendorListing>
    </VendorPage>
  );
}

function ListingName({ listing }: { listing: VendorListing }) {
  return (
    <p className="vendor-page__lead">
      For <Link to={productPreviewUrl(listing._id)}>{listing.name}</Link>
    </p>
  );
}

/** `/vendorproducts` (View Business, main layout): the vendor's listings, a page at a time. */
export function VendorProductsRoute() {
  const { page, goTo } = usePageParam();
  return (
    <VendorPage
      title="View Business"
      lead="Your listings, their status and how many people saw and contacted them."
      hasVendorNav
    >
      <div className="spread-row">
        <Link to={vendorPaths.addProduct} className={buttonClasses("primary", undefined)}>
          Add a listing
        </Link>
      </div>
      <VendorListings page={page} onPageChange={goTo} />
    </VendorPage>
  );
}
