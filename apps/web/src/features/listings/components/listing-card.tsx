import type { ListingSummary } from "@mp/contracts/listing";
import { ImageOff, MapPin, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { productDetailUrl } from "../../../lib/paths-browse";
import { formatPrice } from "../format";
import { ListingKind } from "./listing-kind";
import "./listing-card.css";

/**
 * A listing in a grid: cover, name (the link), city, price and whether it is a business or a product.
 * The cover loads lazily, unless it is the page's likely largest paint (`leadsPage`): then at once,
 * before the scripts.
 */
export function ListingCard({ listing, leadsPage = false }: { listing: ListingSummary; leadsPage?: boolean }) {
  return (
    <article className="listing-card">
      {listing.featured && (
        <span className="listing-card__featured">
          <Sparkles aria-hidden="true" />
          Featured
        </span>
      )}
      {listing.coverImage ? (
        <img
          className="listing-card__cover"
          src={listing.coverImage}
          alt=""
          width={320}
          height={200}
          loading={leadsPage ? "eager" : "lazy"}
          fetchPriority={leadsPage ? "high" : undefined}
        />
      ) : (
        <div className="listing-card__cover listing-card__cover--empty">
          <ImageOff aria-hidden="true" />
        </div>
      )}
      <div className="listing-card__body">
        <ListingKind kind={listing.kind} />
        <h3 className="listing-card__name">
          <Link to={productDetailUrl(listing._id)} className="listing-card__link">
            {listing.name}
          </Link>
        </h3>
        <p className="listing-card__city">
          <MapPin aria-hidden="true" />
          {listing.city}
        </p>
        <p className="listing-card__price">{formatPrice(listing.priceCents, listing.currency)}</p>
      </div>
    </article>
  );
}

type ListingGridProps = {
  listings: readonly ListingSummary[];
  /** A grid at the top of its page: its first cover is the page's likely largest paint (LCP). */
  leadsPage?: boolean;
};

export function ListingGrid({ listings, leadsPage = false }: ListingGridProps) {
  return (
    <ul className="listing-grid">
      {listings.map((listing, index) => (
        <li key={listing._id}>
          <ListingCard listing={listing} leadsPage={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
