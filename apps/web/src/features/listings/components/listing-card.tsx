import type { ListingSummary } from "@mp/contracts/listing";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { listingKindNames } from "../../../components/ui/listing-kind-names";
import { RatingBadge } from "../../../components/ui/rating-badge";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { reportFeaturedClick, useImpressions } from "../../../lib/impressions";
import { productDetailUrl } from "../../../lib/paths-browse";
import { formatPrice } from "../format";
import { ListingCover } from "../../../components/ui/listing-cover";
import "./listing-card.css";

/** How a card's cover loads: at once and first (the page's likely largest paint), at once, or when scrolled near. */
export type CoverLoading = "lead" | "eager" | "lazy";

type ListingCardProps = {
  listing: ListingSummary;
  cover?: CoverLoading;
  /** The listing's subcategory by name ("Bookkeeping"); the kind ("Business") when not known. */
  categoryName?: string;
  /** A button over the cover's top-right corner; the Save heart (lib/favourite-slot) when not given. */
  action?: ReactNode;
};

/** A price where it means something: every product, and a business that gives one. */
export function showsPrice(listing: Pick<ListingSummary, "kind" | "priceCents">): boolean {
  return listing.kind === "product" || listing.priceCents !== null;
}

/** A listing in a grid: cover, category, name (the link), rating, city and, where it means something, the price. */
export function ListingCard({ listing, cover = "lazy", categoryName, action }: ListingCardProps) {
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {/* No picture: the cover's plain ground (CSS), no icon code in the home page's first view. */}
        <ListingCover
          src={listing.coverImage}
          className="listing-card__cover"
          size={{ width: 320, height: 200 }}
          loading={cover === "lazy" ? "lazy" : "eager"}
          fetchPriority={cover === "lead" ? "high" : undefined}
        />
        {listing.featured && <span className="listing-card__featured">Featured</span>}
        <div className="listing-card__action">
          {action ?? <FavouriteSlot type="listing" id={listing._id} name={listing.name} />}
        </div>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__category">{categoryName ?? listingKindNames[listing.kind]}</p>
        <h3 className="listing-card__name">
          <Link
            to={productDetailUrl(listing._id)}
            className="listing-card__link"
            onClick={listing.featured ? () => reportFeaturedClick(listing._id) : undefined}
          >
            {listing.name}
          </Link>
        </h3>
        <RatingBadge average={listing.ratingAverage} count={listing.ratingCount} />
        <p className="listing-card__city">
          <MapPin aria-hidden="true" />
          <span>{listing.city}</span>
        </p>
        {showsPrice(listing) && (
          <p className="listing-card__price">{formatPrice(listing.priceCents, listing.currency)}</p>
        )}
      </div>
    </article>
  );
}

type ListingGridProps = {
  listings: readonly ListingSummary[];
  /** A grid at the top of its page: its first cover is the page's likely largest paint (LCP). */
  leadsPage?: boolean;
  /** How many covers load with the page (the first row); the rest load when scrolled near. */
  eagerCount?: number;
  /** Subcategory names by id, for the cards' category line. */
  subcategoryNames?: ReadonlyMap<string, string>;
  /** The button over each card's cover (the Save heart), composed by the page. */
  renderAction?: (listing: ListingSummary) => ReactNode;
};

export function ListingGrid({
  listings,
  leadsPage = false,
  eagerCount = 0,
  subcategoryNames,
  renderAction,
}: ListingGridProps) {
  // Each list render tells the vendors' funnels which cards it showed (lib/impressions.ts).
  useImpressions(listings);
  return (
    <ul className="grid-list listing-grid">
      {listings.map((listing, index) => (
        <li key={listing._id}>
          <ListingCard
            listing={listing}
            cover={leadsPage && index === 0 ? "lead" : index < eagerCount ? "eager" : "lazy"}
            categoryName={subcategoryNames?.get(listing.subcategoryId)}
            action={renderAction?.(listing)}
          />
        </li>
      ))}
    </ul>
  );
}
