import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { ok } from "@mp/ui/test/msw.ts";

/** A page of `GET /api/listings`, `/api/jobs` or another paged list, as the server answers it. */
export const page = (items: unknown[], { hasMore = false, currentPage = 1 } = {}) =>
  HttpResponse.json({ result: 1, result_value: items, meta: { hasMore, currentPage } });

/**
 * The API the site's pages read on every visit, answering as an empty catalogue does: no
 * categories, listings, jobs, featured listings or banner. A test gives the data it is about with
 * `server.use(...)`; any request with no handler fails the test.
 */
export const server = setupServer(
  http.get("/api/category", () => ok([])),
  // The listing cards' subcategory names.
  http.get("/api/category-index", () => ok([])),
  http.get("/api/subcategory/:id", () => ok([])),
  http.get("/api/listings", () => page([])),
  http.get("/api/jobs", () => page([])),
  http.get("/api/featured-listings", () => ok([])),
  http.get("/api/banner-ads", () => ok(null)),
  // The vendor funnel's beacons of the cards a list shows (lib/impressions.ts).
  http.post("/api/listings/impressions", () =>
    HttpResponse.json({ result: 1, result_value: { listings: 0, featureAds: 0 } }, { status: 202 }),
  ),
  http.post("/api/listings/:id/featured-click", () =>
    HttpResponse.json({ result: 1, result_value: { counted: false } }, { status: 202 }),
  ),
  // A listing page's Reviews section: none yet, and none of the signed-in visitor's.
  http.get("/api/listings/:id/reviews", () =>
    HttpResponse.json({
      result: 1,
      result_value: { summary: { average: null, count: 0, distribution: [] }, reviews: [] },
      meta: { hasMore: false, currentPage: 1 },
    }),
  ),
  http.get("/api/listings/:id/reviews/mine", () => ok(null)),
  // The header's Messages badge, on every page a signed-in visitor sees.
  http.get("/api/conversations/unread-count", () => ok({ unread: 0 })),
  // The hearts on the cards a signed-in visitor sees, and an owner's save counts: nothing saved.
  http.get("/api/favourites/mine", () => ok({ listing: [], job: [], freelancer: [] })),
  http.get("/api/favourites/counts", () => ok({ counts: {} })),
  // The account menu's phone confirmation: nothing confirmed, no phone (so nothing shows).
  http.get("/api/account/verification", () =>
    ok({ email: "", emailVerified: false, phone: null, phoneVerified: false }),
  ),
  // A listing page's "More from {vendor}": nothing else.
  http.get("/api/listings/:id/more-from-vendor", () => ok([])),
);
