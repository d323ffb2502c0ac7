import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  featureAdDatesInputSchema,
  featureAdEndResponseSchema,
  featureAdIdParamSchema,
  featureAdInputSchema,
  featureAdMessages,
  featureAdPageQuerySchema,
  featureAdPageResponseSchema,
  featureAdResponseSchema,
  featuredListingsQuerySchema,
  featuredListingsResponseSchema,
} from "@mp/contracts/feature-ad";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { adStatusOf } from "../../lib/ad-status.ts";
import { createFeaturedDraws, findOwnedListing } from "../listings/public.ts";
import { assertRoomForLiveAd } from "../plans/public.ts";
import { assertNoOverlap, findVendorFeatureAds, requireOwnedFeatureAd, toFeatureAd } from "./repository.ts";
import { deleteFeatureAd, endFeatureAd, insertFeatureAd, lockListing, setFeatureAdPeriod } from "./write-repository.ts";

const signedIn = signedInRoutes(["Feature ads"]);

/** `GET /api/featured-listings`: the home page's featured block. */
export const featuredListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const draw = createFeaturedDraws(app, { maxEntries: 1 });
  app.get(
    "/featured-listings",
    {
      schema: {
        tags: ["Feature ads"],
        summary: "The home page's featured listings",
        querystring: featuredListingsQuerySchema,
        response: { 200: featuredListingsResponseSchema },
      },
    },
    async (request) => ok(await draw(null, request.query.limit, new Date())),
  );
};

/**
 * `/api/vendor/feature-ads`: a vendor promotes one of their published listings for a period.
 * Someone else's ad or listing answers 404 to anybody but an admin, and nothing changes.
 */
export const vendorFeatureAdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { catalogueWriter } = app;
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/",
    signedIn("The signed-in vendor's feature ads, paged", {
      querystring: featureAdPageQuerySchema,
      response: { 200: featureAdPageResponseSchema },
    }),
    ownPage((userId, window) => findVendorFeatureAds(db, userId, window)),
  );

  app.post(
    "/",
    signedIn.firstError("Feature one of the vendor's published listings for a period", {
      body: featureAdInputSchema,
      response: { 201: featureAdResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const { listingId, startsAt, endsAt } = request.body;
      const id = await catalogueWriter.write(async (tx) => {
        // The listing's row is held until commit: overlapping requests for it wait their turn.
        const listing = await findOwnedListing(tx, listingId, user, true);
        if (!listing) throw fieldError("NOT_FOUND", "listingId", featureAdMessages.listingNotFound);
        if (listing.status !== "published")
          throw fieldError("BAD_REQUEST", "listingId", featureAdMessages.notPublished);
        await assertNoOverlap(tx, { listingId, startsAt, endsAt });
        await assertRoomForLiveAd(tx, "featureAds", listing.vendorId, new Date());
        return insertFeatureAd(tx, { vendorId: listing.vendorId, listingId, startsAt, endsAt });
      });
      return reply.status(201).send(ok(toFeatureAd(await requireOwnedFeatureAd(db, id, user))));
    },
  );

  app.put(
    "/:id",
    signedIn.firstError("Change a feature ad's period", {
      params: featureAdIdParamSchema,
      body: featureAdDatesInputSchema,
      response: { 200: featureAdResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const { startsAt, endsAt } = request.body;
      await catalogueWriter.write(async (tx) => {
        const ad = await requireOwnedFeatureAd(tx, request.params.id, user, true);
        if (adStatusOf(ad) === "ended") throw new AppError("CONFLICT", featureAdMessages.ended);
        await lockListing(tx, ad.listingId);
        await assertNoOverlap(tx, { listingId: ad.listingId, startsAt, endsAt, exceptId: ad.id });
        await setFeatureAdPeriod(tx, ad.id, { startsAt, endsAt });
      });
      return ok(toFeatureAd(await requireOwnedFeatureAd(db, request.params.id, user)));
    },
  );

  // An ad not yet started is cancelled (removed); a running one ends now and is kept as ended.
  app.delete(
    "/:id",
    signedIn("End a feature ad", {
      params: featureAdIdParamSchema,
      response: { 200: featureAdEndResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const outcome = await catalogueWriter.write(async (tx) => {
        const ad = await requireOwnedFeatureAd(tx, request.params.id, user, true);
        const now = new Date();
        const status = adStatusOf(ad, now);
        if (status === "ended") throw new AppError("CONFLICT", featureAdMessages.ended);
        if (status === "scheduled" || ad.startsAt.getTime() === now.getTime()) {
          await deleteFeatureAd(tx, ad.id);
          return "cancelled" as const;
        }
        await endFeatureAd(tx, ad.id, now);
        return "ended" as const;
      });
      return ok({ _id: request.params.id, outcome });
    },
  );
};
