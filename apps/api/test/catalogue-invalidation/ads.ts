import { addDays, utcDay } from "@mp/contracts/banner-ad";
import { idOf, inDays, send, shared, type Row } from "./context.ts";

const today = utcDay();
const ads = { featureAdId: "", bannerAdId: "" };

function bannerBody(title: string) {
  return {
    title,
    imageId: shared.imageIds[2]!,
    linkUrl: "https://bindery.example.org/sale",
    placement: "home",
    categoryId: null,
    startsAt: today,
    endsAt: addDays(today, 13),
  };
}

/** A feature ad for the vendor's listing and a banner ad, each made, edited and deleted. */
export const adRows: Row[] = [
  [
    "POST /api/vendor/feature-ads",
    {
      catalogue: true,
      request: async () => {
        const body = { listingId: shared.listingId, startsAt: inDays(-0.01), endsAt: inDays(7) };
        const res = await send("POST", "/api/vendor/feature-ads", body);
        ads.featureAdId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/feature-ads/:id",
    {
      catalogue: true,
      request: () =>
        send("PUT", `/api/vendor/feature-ads/${ads.featureAdId}`, { startsAt: inDays(-0.01), endsAt: inDays(9) }),
    },
  ],
  [
    "DELETE /api/vendor/feature-ads/:id",
    { catalogue: true, request: () => send("DELETE", `/api/vendor/feature-ads/${ads.featureAdId}`) },
  ],
  [
    "POST /api/vendor/banner-ads",
    {
      catalogue: true,
      request: async () => {
        const res = await send("POST", "/api/vendor/banner-ads", bannerBody("Spring sale"));
        ads.bannerAdId = idOf(res);
        return res;
      },
    },
  ],
  [
    "POST /api/banner-ads/:id/events",
    {
      catalogue: false,
      request: () => send("POST", `/api/banner-ads/${ads.bannerAdId}/events`, { type: "impression" }),
    },
  ],
  [
    "PUT /api/vendor/banner-ads/:id",
    {
      catalogue: true,
      request: () => send("PUT", `/api/vendor/banner-ads/${ads.bannerAdId}`, bannerBody("Summer sale")),
    },
  ],
  [
    "DELETE /api/vendor/banner-ads/:id",
    { catalogue: true, request: () => send("DELETE", `/api/vendor/banner-ads/${ads.bannerAdId}`) },
  ],
];
