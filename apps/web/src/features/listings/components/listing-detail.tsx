import type { ListingDetail as Listing } from "@mp/contracts/listing";
import { Globe, Images, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { galleryUrl, productsUrl } from "../../../lib/paths-browse";
import { hasPage } from "../../../lib/pages";
import { paths } from "../../../lib/paths";
import { vendorPageUrl } from "../../../lib/paths-vendor";
import { formatPrice } from "../format";
import { OpeningHours } from "./opening-hours";
import { ListingKind } from "./listing-kind";
import "./listing-detail.css";
import { CustomFields } from "./custom-fields";
import { safeUrl } from "../../../lib/safe-url";
import { RatingStars } from "../../../components/ui/rating-stars";
import { TrustFacts } from "../../../components/ui/trust-facts";
import { ListingCover } from "../../../components/ui/listing-cover";

type ListingDetailProps = {
  listing: Listing;
  /**
   * The listing's map, drawn by the page (features do not import one another). The Location
   * section shows it beside the address, only when the listing has coordinates.
   */
  locationMap?: ReactNode;
  /** 1 on the listing's own page; 2 where the page has its own title (the vendor's preview). */
  headingLevel?: 1 | 2;
  /** Called when a contact link (phone, email, website) is used. */
  onContact?: () => void;
  /** The action bar (Call, Directions, Website, Share…), drawn by the page under the cover and summary. */
  actions?: ReactNode;
};

/** One listing: cover, breadcrumb, name, price, description, contact, hours, address and map. */
export function ListingDetail({ listing, locationMap, headingLevel = 1, onContact, actions }: ListingDetailProps) {
  const Name = headingLevel === 1 ? "h1" : "h2";
  const website = safeUrl(listing.contact.website);
  const hasLocation = listing.latitude !== null && listing.longitude !== null;
  const { phone, email } = listing.contact;
  return (
    <article className="listing-detail">
      <nav aria-label="Breadcrumb" className="listing-detail__crumbs">
        <ol className="inline-list">
          <li>
            <Link to={paths.categories}>{listing.categoryName}</Link>
          </li>
          <li>
            <Link to={productsUrl(listing.subcategoryId, listing.subcategoryName)}>{listing.subcategoryName}</Link>
          </li>
          <li aria-current="page">{listing.name}</li>
        </ol>
      </nav>
      <div className="listing-detail__top">
        {listing.coverImage && (
          // The page's largest paint: fetched before the scripts it would otherwise queue behind.
          <ListingCover
            src={listing.coverImage}
            className="listing-detail__cover"
            size={{ width: 640, height: 400 }}
            fetchPriority="high"
          />
        )}
        <div className="listing-detail__summary">
          <ListingKind kind={listing.kind} />
          <Name className="listing-detail__name">{listing.name}</Name>
          <a href="#reviews" className="listing-detail__rating">
            <RatingStars average={listing.ratingAverage} count={listing.ratingCount} size="md" showEmpty />
          </a>
          <p className="listing-detail__price">{formatPrice(listing.priceCents, listing.currency)}</p>
          <p className="listing-detail__place">
            <MapPin aria-hidden="true" />
            <span>
              {listing.address}, {listing.city}
            </span>
          </p>
          <ul className="listing-detail__contact" aria-label="Contact">
            {phone && (
              <li>
                <Phone aria-hidden="true" />
                <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} onClick={onContact}>
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                <Mail aria-hidden="true" />
                <a href={`mailto:${email}`} onClick={onContact}>
                  {email}
                </a>
              </li>
            )}
            {website && (
              <li>
                <Globe aria-hidden="true" />
                <a href={website} target="_blank" rel="noopener noreferrer nofollow" onClick={onContact}>
                  {new URL(website).host}
                </a>
              </li>
            )}
          </ul>
          {hasPage(galleryUrl(listing._id)) && (
            <Link to={galleryUrl(listing._id)} className="listing-detail__gallery-link">
              <Images aria-hidden="true" /> View gallery
            </Link>
          )}
        </div>
      </div>
      {/* Under the cover and summary, the page's whole width: one row on desktop with the page's own actions. */}
      {actions}
      <div className="listing-detail__columns">
        <section aria-labelledby="listing-about">
          <h2 id="listing-about">About</h2>
          {/* Plain text: the browser keeps its line breaks (white-space: pre-line), never HTML. */}
          <p className="listing-detail__description">{listing.description}</p>
          <p className="listing-detail__vendor">
            Listed by <Link to={vendorPageUrl(listing.vendor._id)}>{listing.vendor.name}</Link>
          </p>
          <TrustFacts memberSince={listing.vendor.memberSince} verified={listing.vendor.verified} />
        </section>
        {listing.customFields.length > 0 && (
          <section aria-labelledby="listing-details">
            <h2 id="listing-details">Details</h2>
            <CustomFields fields={listing.customFields} />
          </section>
        )}
        <section aria-labelledby="listing-hours">
          <h2 id="listing-hours">Opening hours</h2>
          {listing.openingHours ? (
            <OpeningHours hours={listing.openingHours} />
          ) : (
            <p className="listing-detail__muted">Not given. Contact the business to ask.</p>
          )}
        </section>
      </div>
      {hasLocation && locationMap && (
        <section aria-labelledby="listing-location" className="listing-detail__location">
          <h2 id="listing-location">Location</h2>
          <div className="listing-detail__location-body">
            <address className="listing-detail__address">
              <MapPin aria-hidden="true" />
              <span>
                {listing.address}
                <br />
                {listing.city}
              </span>
            </address>
            <div className="listing-detail__map">{locationMap}</div>
          </div>
        </section>
      )}
    </article>
  );
}
