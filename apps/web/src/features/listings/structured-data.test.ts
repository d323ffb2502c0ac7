import type { ListingDetail } from "@mp/contracts/listing";
import { describe, expect, it } from "vitest";
import { listingStructuredData, toJsonLd } from "./structured-data";

const business: ListingDetail = {
  _id: "00000000-0000-4000-8000-000000000101",
  name: "Corner Bakery",
  kind: "business",
  priceCents: null,
  currency: "USD",
  city: "Austin, TX",
  address: "1 Main St",
  latitude: 30.27,
  longitude: -97.74,
  coverImage: "/art/covers/1.svg",
  categoryId: "00000000-0000-4000-8000-0000000000c1",
  subcategoryId: "00000000-0000-4000-8000-0000000000b1",
  ratingAverage: null,
  ratingCount: 0,
  publishedAt: "2025-01-01T00:00:00.000Z",
  description: "Fresh bread </script><script>alert(1)</script>",
  contact: { phone: "+1 512 555 0100", email: null, website: "javascript:alert(1)" },
  openingHours: { "1": [{ open: "08:00", close: "17:00" }] },
  vendor: {
    _id: "00000000-0000-4000-8000-0000000000d1",
    name: "Ann's Foods",
    memberSince: "2024-03-01T00:00:00.000Z",
    verified: false,
  },
  categoryName: "Food",
  subcategoryName: "Bakeries",
  customFields: [],
};

describe("listingStructuredData", () => {
  it("describes a business as a LocalBusiness with address, coordinates and hours", () => {
    const data = listingStructuredData(business, "https://market.example");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Corner Bakery",
      url: "https://market.example/productdetail/00000000-0000-4000-8000-000000000101",
      image: "https://market.example/art/covers/1.svg",
      telephone: "+1 512 555 0100",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St", addressLocality: "Austin, TX" },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "08:00",
          closes: "17:00",
        },
      ],
    });
    // A website that is not http(s) is left out, as on the page.
    expect(data).not.toHaveProperty("sameAs");
    expect(data).not.toHaveProperty("email");
  });

  it("describes a product as a Product with an Offer only when it has a price", () => {
    const product = { ...business, kind: "product" as const, priceCents: 1250 };
    expect(listingStructuredData(product, "https://market.example")).toMatchObject({
      "@type": "Product",
      category: "Bakeries",
      brand: { "@type": "Brand", name: "Ann's Foods" },
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "USD" },
    });
    expect(listingStructuredData({ ...product, priceCents: null }, "https://market.example")).not.toHaveProperty(
      "offers",
    );
  });

  it("escapes < so no listing text can close the script element", () => {
    const json = toJsonLd(listingStructuredData(business, "https://market.example"));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toMatchObject({ description: business.description });
  });

  it("adds the aggregate rating and up to five reviews when the listing has reviews, and none without", () => {
    expect(listingStructuredData(business, "https://market.example")).not.toHaveProperty("aggregateRating");
    const rated = { ...business, ratingAverage: 4.33, ratingCount: 6 };
    const review = (i: number) => ({
      _id: `00000000-0000-4000-8000-00000000030${i}`,
      rating: 5 - (i % 2),
      comment: `Review ${i}`,
      authorName: `Reader ${i}`,
      createdAt: "2026-11-20T10:00:00.000Z",
      reply: null,
      repliedAt: null,
    });
    const data = listingStructuredData(rated, "https://market.example", [0, 1, 2, 3, 4, 5].map(review));
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.33,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(5);
    expect((data.review as unknown[])[1]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Reader 1" },
      datePublished: "2026-11-20",
      reviewBody: "Review 1",
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
    expect(listingStructuredData(rated, "https://market.example")).not.toHaveProperty("review");
  });
});
