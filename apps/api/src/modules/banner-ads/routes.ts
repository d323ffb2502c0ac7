import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addDays,
  bannerAdEventInputSchema,
  bannerAdEventResponseSchema,
  bannerAdIdParamSchema,
  bannerAdInputSchema,
  bannerAdMessages,
  bannerAdPageQuerySchema,
  bannerAdStatsResponseSchema,
  bannerAdUpdateSchema,
  daysBetween,
  MAX_STATS_DAYS,
  servedBannerAdResponseSchema,
  servedBannerQuerySchema,
  utcDay,
  vendorBannerAdPageResponseSchema,
  vendorBannerAdResponseSchema,
} from "@mp/contracts/banner-ad";
import { ratio } from "@mp/contracts/funnel";
import { deletedResponseSchema } from "@mp/contracts/vendor-listing";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { createVersionedCache } from "../../lib/versioned-cache.ts";
import { visitorKey } from "../../lib/visitor.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { assertRoomForLiveAd } from "../plans/public.ts";
import { deleteUnusedImages, findOwnedImage } from "../uploads/public.ts";
import {
  assertCategoryExists,
  bannerAdValues,
  countBannerAdEvent,
  drawRunningAd,
  findAdPeriod,
  findDailyStats,
  findPlacementAds,
  findVendorBannerAds,
  requireOwnedBannerAd,
  type PlacementAd,
  toVendorBannerAd,
} from "./repository.ts";
import { deleteBannerAd, insertBannerAd, updateBannerAd } from "./write-repository.ts";

/** How long a placement's ads are drawn from before they are read again. */
const PLACEMENT_ADS_MS = 10_000;

/** A visitor's repeat impression or click within this window is not counted again. */
const REPEAT_WINDOW_MS = 30 * 60 * 1000;
const eventRules = {
  impression: { name: "banner-impression", max: 1, windowMs: REPEAT_WINDOW_MS },
  click: { name: "banner-click", max: 1, windowMs: REPEAT_WINDOW_MS },
} as const;

const signedIn = signedInRoutes(["Banner ads"]);

/**
 * `/api/vendor/banner-ads/...`: a vendor's own banner ads and their numbers. Every route needs a
 * signed-in user; someone else's ad answers 404 to anybody but an admin.
 */
export const vendorBannerAdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;

  const { catalogueWriter } = app;
  app.addHook("onRequest", app.authenticate);

  /** The image must be the ad owner's. */
  const assertOwnImage = async (imageId: string, ownerId: string) => {
    if (!(await findOwnedImage(db, imageId, ownerId)))
      throw fieldError("BAD_REQUEST", "imageId", bannerAdMessages.imageNotFound);
  };

  app.get(
    "/",
    signedIn("The signed-in vendor's banner ads, paged", {
      querystring: bannerAdPageQuerySchema,
      response: { 200: vendorBannerAdPageResponseSchema },
    }),
    ownPage((userId, window) => findVendorBannerAds(db, storage, userId, window)),
  );

  app.post(
    "/",
    signedIn.firstError("Create a banner ad", {
      body: bannerAdInputSchema,
      response: { 201: vendorBannerAdResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      await assertCategoryExists(db, input.categoryId);
      await assertOwnImage(input.imageId, user._id);
      const id = await catalogueWriter.write(async (tx) => {
        await assertRoomForLiveAd(tx, "bannerAds", user._id, new Date());
        return insertBannerAd(tx, user._id, input);
      });
      return reply.status(201).send(ok(toVendorBannerAd(storage, await requireOwnedBannerAd(db, id, user))));
    },
  );

  app.get(
    "/:id",
    signedIn("One of the vendor's own banner ads", {
      params: bannerAdIdParamSchema,
      response: { 200: vendorBannerAdResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedBannerAd(db, request.params.id, signedInUser(request));
      return ok(toVendorBannerAd(storage, row));
    },
  );

  app.put(
    "/:id",
    signedIn.firstError("Change one of the vendor's own banner ads", {
      params: bannerAdIdParamSchema,
      body: bannerAdUpdateSchema,
      response: { 200: vendorBannerAdResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      const current = await requireOwnedBannerAd(db, request.params.id, user);
      const currentLastDay = addDays(utcDay(current.endsAt), -1);
      // An ended ad may be renamed as it is; its end may not be moved into the past.
      if (input.endsAt !== currentLastDay && input.endsAt < utcDay()) {
        throw fieldError("BAD_REQUEST", "endsAt", bannerAdMessages.endInPast);
      }
      await assertCategoryExists(db, input.categoryId);
      if (input.imageId !== current.imageId) await assertOwnImage(input.imageId, current.vendorId);
      await catalogueWriter.write(async (tx) => {
        const now = new Date();
        // Moving an ended ad's end into the future makes it live again: it counts like a new ad.
        if (current.endsAt <= now && bannerAdValues(input).endsAt > now) {
          await assertRoomForLiveAd(tx, "bannerAds", current.vendorId, now);
        }
        await updateBannerAd(tx, current.id, input);
      });
      if (input.imageId !== current.imageId)
        await deleteUnusedImages(db, app.fileStore, [current.imageId], request.log);
      return ok(toVendorBannerAd(storage, await requireOwnedBannerAd(db, current.id, user)));
    },
  );

  app.delete(
    "/:id",
    signedIn("Delete a banner ad", {
      params: bannerAdIdParamSchema,
      response: { 200: deletedResponseSchema },
    }),
    async (request) => {
      const current = await requireOwnedBannerAd(db, request.params.id, signedInUser(request));
      // Its daily numbers go with it (cascade); then its image, unless something else uses it.
      await catalogueWriter.write((tx) => deleteBannerAd(tx, current.id));
      await deleteUnusedImages(db, app.fileStore, [current.imageId], request.log);
      return ok({ _id: current.id });
    },
  );

  app.get(
    "/:id/stats",
    signedIn("A banner ad's impressions and clicks, in total and by day", {
      params: bannerAdIdParamSchema,
      response: { 200: bannerAdStatsResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedBannerAd(db, request.params.id, signedInUser(request));
      const ad = toVendorBannerAd(storage, row);
      const today = utcDay();
      const lastShown = ad.endsAt < today ? ad.endsAt : today;
      const daysActive = ad.status === "scheduled" ? 0 : daysBetween(ad.startsAt, lastShown) + 1;
      // The days shown so far; of a long run, the latest ones.
      const from = daysActive > MAX_STATS_DAYS ? addDays(lastShown, 1 - MAX_STATS_DAYS) : ad.startsAt;
      const days = daysActive === 0 ? [] : await findDailyStats(db, row.id, from, lastShown);
      const totals = { impressions: ad.impressions, clicks: ad.clicks, ctr: ratio(ad.clicks, ad.impressions) };
      return ok({ ad, totals, daysActive, days });
    },
  );
};

/** `/api/banner-ads/...`: the ad a page shows, and the impressions and clicks it gets. */
export const publicBannerAdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // Each placement's ads for the next few seconds, per process: a draw is then a random pick in
  // memory, equally fair and as fast with 10,000 ads as with one. Any vendor change to an ad goes
  // through the catalogue writer, which moves the catalogue version and so ends the reuse at once.
  const placementAds = createVersionedCache<PlacementAd[]>(app.catalogueVersion, {
    max: 1_000,
    ttlMs: PLACEMENT_ADS_MS,
  });

  app.get(
    "/",
    {
      schema: {
        tags: ["Banner ads"],
        summary: "The banner ad to show in a placement now (a fair pick among the running ones)",
        querystring: servedBannerQuerySchema,
        response: { 200: servedBannerAdResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request, reply) => {
      const ads = await placementAds.get(JSON.stringify(request.query), () => {
        const now = Date.now();
        return findPlacementAds(db, app.config.storage, request.query, new Date(now), new Date(now + PLACEMENT_ADS_MS));
      });
      const ad = drawRunningAd(ads, Date.now());
      // Each request is a new pick: a cached answer would show one ad to everybody.
      reply.header("cache-control", "no-store");
      return ok(ad);
    },
  );

  // The visitor is their address (and account when signed in), hashed, as for listing events.
  app.post(
    "/:id/events",
    {
      schema: {
        tags: ["Banner ads"],
        summary: "Count an impression of a banner ad or a click on it",
        params: bannerAdIdParamSchema,
        body: bannerAdEventInputSchema,
        response: { 202: bannerAdEventResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { type } = request.body;
      const period = await findAdPeriod(db, id);
      if (!period) throw new AppError("NOT_FOUND", bannerAdMessages.notFound);
      const now = new Date();
      const isRunning = period.startsAt <= now && now < period.endsAt;
      const counted = isRunning && (await app.eventDedup.allow(eventRules[type], `${id}:${await visitorKey(request)}`));
      if (counted) await countBannerAdEvent(db, id, type);
      return reply.status(202).send(ok({ counted }));
    },
  );
};
