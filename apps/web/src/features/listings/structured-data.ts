import type { ListingDetail } from "@mp/contracts/listing";
import type { ListingReview } from "@mp/contracts/review";
import { safeUrl } from "../../lib/safe-url";

type JsonObject = { [key: string]: unknown };

const schemaDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * A listing as schema.org JSON-LD: a LocalBusiness for a business, a Product (with an Offer when
 * it has a price) for a product. `origin` makes the image and page addresses absolute.
 */
export function listingStructuredData(
  listing: ListingDetail,
  origin: string,
  reviews: readonly ListingReview[] = [],
): JsonObject {
  const page = `${origin}/productdetail/${encodeURIComponent(listing._id)}`;
  const image = listing.coverImage ? new URL(listing.coverImage, origin).href : undefined;
  const common = {
    "@context": "https://schema.org",
    name: listing.name,
    description: listing.description,
    url: page,
    ...ratingData(listing, reviews),
  };

  if (listing.kind === "product") {
    return compact({
      ...common,
      "@type": "Product",
      image,
      category: listing.subcategoryName,
      brand: { "@type": "Brand", name: listing.vendor.name },
      offers:
        listing.priceCents === null
          ? undefined
          : {
              "@type": "Offer",
              price: (listing.priceCents / 100).toFixed(2),
              priceCurrency: listing.currency,
              availability: "https://schema.org/InStock",
              url: page,
            },
    });
  }

  return compact({
    ...common,
    "@type": "LocalBusiness",
    image,
    telephone: listing.contact.phone ?? undefined,
    email: listing.contact.email ?? undefined,
    sameAs: safeUrl(listing.contact.website) ?? undefined,
    address: { "@type": "PostalAddress", streetAddress: listing.address, addressLocality: listing.city },
    geo:
      listing.latitude === null || listing.longitude === null
        ? undefined
        : { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude },
    openingHoursSpecification: listing.openingHours ? openingHoursSpecification(listing.openingHours) : undefined,
  });
}

/** The visible reviews' average and count, and up to five of them (those the page shows), when there are any. */
function ratingData(listing: ListingDetail, reviews: readonly ListingReview[]): JsonObject {
  if (listing.ratingAverage === null || listing.ratingCount === 0) return {};
  const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });
  return {
    aggregateRating: {
      ...rating(listing.ratingAverage),
      "@type": "AggregateRating",
      reviewCount: listing.ratingCount,
    },
    ...(reviews.length > 0 && {
      review: reviews.slice(0, 5).map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.comment,
        reviewRating: rating(review.rating),
      })),
    }),
  };
}

function openingHoursSpecification(hours: NonNullable<ListingDetail["openingHours"]>): JsonObject[] {
  return Object.entries(hours).flatMap(([day, spans]) =>
    (spans ?? []).map((span) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${schemaDays[Number(day)]}`,
      opens: span.open,
      closes: span.close,
    })),
  );
}

function compact(object: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<` is escaped so that no text of a
 * listing can close the element, even if the markup is ever rendered on the server.
 */
export function toJsonLd(data: JsonObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
