import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listingIdParamSchema } from "@mp/contracts/listing";
import {
  featuredClickResponseSchema,
  funnelMessages,
  listingImpressionsInputSchema,
  listingImpressionsResponseSchema,
} from "@mp/contracts/funnel";
import { AppError } from "../../lib/app-error.ts";
import { clientKeyOf } from "../../lib/client-key.ts";
import { ok } from "../../lib/result.ts";
import type { Throttle, ThrottleRule } from "../../lib/throttle.ts";
import { visitorKey } from "../../lib/visitor.ts";
import { countFeatureAdClick, countFeatureAdImpressions, findRunningFeatureAd } from "./ad-repository.ts";
import { adVisitsOf } from "./public.ts";
import { countListingImpressions } from "./repository.ts";

/** A visitor's card seen again within this window (a reload, a back button) is not counted again. */
const REPEAT_WINDOW_MS = 30 * 60 * 1000;
const rules = {
  listing: { name: "listing-impression", max: 1, windowMs: REPEAT_WINDOW_MS },
  featured: { name: "featured-impression", max: 1, windowMs: REPEAT_WINDOW_MS },
  click: { name: "featured-click", max: 1, windowMs: REPEAT_WINDOW_MS },
  /** Beacons per address: a person sends a few per page (the home page's sections); a loop is cut off. */
  beacons: { name: "impression-beacons", max: 60, windowMs: 60_000 },
} as const;

/** The ids the visitor has not been counted for within the window (each once, in the order sent). */
async function firstSeen(dedup: Throttle, rule: ThrottleRule, ids: readonly string[], visitor: string) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const allowed = await Promise.all(unique.map((id) => dedup.allow(rule, `${id}:${visitor}`)));
  return unique.filter((_, i) => allowed[i]);
}

/**
 * The site's beacons for the vendor funnel (decision 036): the cards a list showed, sent once per
 * list render, and a featured card opened. Counting happens here, never inside the list reads,
 * which are cached and would otherwise write on every read.
 */
export const funnelBeaconRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const adVisits = adVisitsOf(app);

  app.post(
    "/listings/impressions",
    {
      schema: {
        tags: ["Listings"],
        summary: "Count the listing cards (and featured cards) one list render showed",
        body: listingImpressionsInputSchema,
        response: { 202: listingImpressionsResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request, reply) => {
      if (!(await app.throttle.allow(rules.beacons, clientKeyOf(request.ip)))) {
        throw new AppError("TOO_MANY_REQUESTS", funnelMessages.tooManyBeacons);
      }
      const { ids, featured } = request.body;
      const visitor = await visitorKey(request);
      const [listingIds, featuredIds] = await Promise.all([
        firstSeen(app.eventDedup, rules.listing, ids, visitor),
        firstSeen(app.eventDedup, rules.featured, featured, visitor),
      ]);
      const [listings, featureAds] = await Promise.all([
        countListingImpressions(db, listingIds),
        countFeatureAdImpressions(db, featuredIds),
      ]);
      return reply.status(202).send(ok({ listings, featureAds }));
    },
  );

  app.post(
    "/listings/:id/featured-click",
    {
      schema: {
        tags: ["Listings"],
        summary: "Count a click on a featured card for the listing's running feature ad, and start the visit it opened",
        params: listingIdParamSchema,
        response: { 202: featuredClickResponseSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const adId = await findRunningFeatureAd(db, id);
      if (!adId) return reply.status(202).send(ok({ counted: false }));
      const [first] = await firstSeen(app.eventDedup, rules.click, [id], await visitorKey(request));
      if (first) await countFeatureAdClick(db, adId);
      // The visit the ad opened, a new click within the half hour included (decision 040).
      adVisits.start(reply, { adId, listingId: id });
      return reply.status(202).send(ok({ counted: Boolean(first) }));
    },
  );
};
