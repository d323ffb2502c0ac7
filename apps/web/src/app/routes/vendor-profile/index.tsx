import { Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { OwnProfileLinks } from "../../../components/ui/own-profile-links";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import type { VendorProfile } from "@mp/contracts/vendor-profile";
import { PagedResults } from "../../../components/ui/paged-results";
import { ListingGrid } from "../../../features/listings/components/listing-card";
import { ListingActions } from "../../../features/listings/components/listing-actions";
import { RatingStars } from "../../../components/ui/rating-stars";
import { TrustFacts } from "../../../components/ui/trust-facts";
import { config } from "../../config";
import { uploadImage } from "../../../lib/upload-image";
import { useOwnProfile } from "../../../features/vendor-profile/api/own-profile";
import { useVendorListingsPage, useVendorPage } from "../../../features/vendor-profile/api/get-vendor-page";
import { ProfileForm } from "../../../features/vendor-profile/components/profile-form";
import { VendorProfileCard } from "../../../features/vendor-profile/components/vendor-profile-card";
import { paths } from "../../../lib/paths";
import { vendorPageUrl, vendorPaths } from "../../../lib/paths-vendor";
import { useSession } from "../../../lib/session";
import { usePageMeta } from "../../use-page-meta";
import { readPage } from "../browse-query";
import { VendorPage, WithLoaded } from "../vendor-listings/vendor-page";
import "../browse-page.css";
import "./vendor-profile-pages.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

/** Loads the signed-in user's profile and renders `children` with it (null: none yet), or its loading or error state. */
function WithOwnProfile({ children }: { children: (profile: VendorProfile | null) => ReactNode }) {
  return (
    <WithLoaded query={useOwnProfile()} loading="Loading your profile…" failed="Your profile could not be loaded">
      {children}
    </WithLoaded>
  );
}

/** `/profile`: the vendor's own profile as others see it, with the way to edit it. */
export function ProfileRoute() {
  return (
    <VendorPage
      title="Business profile"
      lead="How your business appears to visitors on your public vendor page."
      hasVendorNav
    >
      <WithOwnProfile>
        {(profile) =>
          profile ? (
            <div className="vendor-profile-page">
              <div className="spread-row">
                <OwnProfileLinks editPath={vendorPaths.editProfile} publicUrl={vendorPageUrl(profile._id)} />
              </div>
              <VendorProfileCard vendor={profile} headingLevel={2} />
            </div>
          ) : (
            <StatusMessage
              tone="neutral"
              icon={<Store aria-hidden="true" />}
              title="You have no business profile yet"
              action={
                <Link to={vendorPaths.editProfile} className={buttonClasses("primary", undefined)}>
                  Create your profile
                </Link>
              }
            >
              Add your business name, logo, a few words about you and how to reach you. Your public page then shows them
              with your published listings.
            </StatusMessage>
          )
        }
      </WithOwnProfile>
    </VendorPage>
  );
}

/** `/editprofile`: the profile form; saving goes back to /profile. */
export function EditProfileRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <VendorPage
      title="Edit profile"
      lead="Everything here is public: it heads your vendor page."
      back={{ to: vendorPaths.profile, label: "Back to your profile" }}
    >
      <WithOwnProfile>
        {(profile) => (
          <ProfileForm
            profile={profile}
            suggestedName={user?.displayName ?? ""}
            upload={uploadImage}
            onSaved={() => navigate(vendorPaths.profile)}
          />
        )}
      </WithOwnProfile>
    </VendorPage>
  );
}

/** `/vendor/{id}`: a vendor's public page, their profile and published listings, a page at a time. */
export function VendorPublicRoute() {
  const { id = "" } = useParams();
  const [query] = useSearchParams();
  const page = readPage(query);
  const vendorPage = useVendorPage(id, page);
  const listings = useVendorListingsPage(id, page);
  const vendor = vendorPage.data?.result_value.vendor;
  const isMissing = vendorPage.error instanceof ApiError && vendorPage.error.status === 404;
  usePageMeta(
    vendor?.businessName ?? (isMissing ? "Vendor not found" : "Vendor"),
    vendor
      ? vendor.about.trim().slice(0, 155) ||
          `${vendor.businessName}${vendor.city ? ` in ${vendor.city}` : ""}: listings, contact details and more.`
      : "A local business and its listings.",
  );

  if (vendorPage.isPending) {
    return (
      <div className="browse-page container">
        <h1 className="browse-page__title">Vendor</h1>
        <p role="status" className="browse-page__lead">
          Loading the vendor…
        </p>
      </div>
    );
  }
  if (vendorPage.isError) {
    return (
      <div className="browse-page container">
        <h1 className="browse-page__title">{isMissing ? "Vendor not found" : "Vendor"}</h1>
        <LoadFailed
          query={vendorPage}
          title="We couldn't load this vendor."
          notFound={{
            title: "There is no vendor at this address.",
            body: "The link may be mistyped, or the vendor has left.",
            action: <Link to={paths.categories}>Browse the categories</Link>,
          }}
        />
      </div>
    );
  }
  const shown = vendorPage.data.result_value.vendor;
  return (
    <div className="browse-page container vendor-public">
      <VendorProfileCard
        vendor={shown}
        extra={
          <>
            <RatingStars
              average={vendorPage.data.result_value.rating.average}
              count={vendorPage.data.result_value.rating.count}
              size="md"
              showEmpty
              className="vendor-public__rating"
            />
            <TrustFacts memberSince={shown.memberSince} verified={shown.verified} />
            <ListingActions
              name={shown.businessName}
              phone={shown.phone}
              website={shown.website}
              place={{
                latitude: null,
                longitude: null,
                address: [shown.address, shown.city].filter(Boolean).join(", "),
              }}
              shareUrl={`${config.publicUrl}${vendorPageUrl(id)}`}
              useGoogleMaps={Boolean(config.maps?.googleMapsKey)}
            />
          </>
        }
      />
      <section className="vendor-public__listings" aria-labelledby="vendor-listings-title">
        <h2 id="vendor-listings-title" className="vendor-public__heading">
          Listings by {shown.businessName}
        </h2>
        <PagedResults
          query={listings}
          noun="listings"
          empty={{ title: "No listings yet", text: `${shown.businessName} has not published any listings yet.` }}
          pageUrl={(next) => (next > 1 ? `${vendorPageUrl(id)}?page=${next}` : vendorPageUrl(id))}
        >
          {(items) => <ListingGrid listings={items} />}
        </PagedResults>
      </section>
    </div>
  );
}
