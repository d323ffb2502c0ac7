// Test data for the banner ad pages' tests.
import type { BannerAdStats, ServedBannerAd, VendorBannerAd } from "@mp/contracts/banner-ad";
import type { ImageRef } from "@mp/contracts/vendor-listing";

let next = 1;
export function uuid(): string {
  return `40000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;
}

export function makeImageRef(overrides: Partial<ImageRef> = {}): ImageRef {
  const id = overrides._id ?? uuid();
  return {
    _id: id,
    url: `/media/listing-images/${id}/1200.webp`,
    srcset: `/media/listing-images/${id}/640.webp 640w, /media/listing-images/${id}/1200.webp 1200w`,
    width: 1200,
    height: 300,
    ...overrides,
  };
}

export function makeBannerAd(overrides: Partial<VendorBannerAd> = {}): VendorBannerAd {
  return {
    _id: uuid(),
    title: "Spring sale at Rosie's",
    image: makeImageRef(),
    linkUrl: "https://rosies.example/sale",
    placement: "home",
    categoryId: null,
    categoryName: null,
    startsAt: "2026-11-01",
    endsAt: "2026-11-30",
    status: "active",
    impressions: 1234,
    clicks: 56,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function makeServedAd(overrides: Partial<ServedBannerAd> = {}): ServedBannerAd {
  return {
    _id: uuid(),
    title: "Spring sale at Rosie's",
    image: makeImageRef(),
    linkUrl: "https://rosies.example/sale",
    ...overrides,
  };
}

export function makeStats(overrides: Partial<BannerAdStats> = {}): BannerAdStats {
  const days = [
    { day: "2026-11-01", impressions: 40, clicks: 2 },
    { day: "2026-11-02", impressions: 0, clicks: 0 },
    { day: "2026-11-03", impressions: 120, clicks: 9 },
  ];
  return {
    ad: makeBannerAd({ impressions: 160, clicks: 11 }),
    totals: { impressions: 160, clicks: 11, ctr: 11 / 160 },
    daysActive: 3,
    days,
    ...overrides,
  };
}
