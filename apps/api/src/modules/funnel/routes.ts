import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listingIdParamSchema } from "@mp/contracts/listing";
import { featureAdIdParamSchema } from "@mp/contracts/feature-ad";
import {
  businessFunnelResponseSchema,
  featureAdFunnelResponseSchema,
  funnelMessages,
  funnelQuerySchema,
  listingFunnelResponseSchema,
  adRatesOf,
  ratesOf,
  type FunnelDay,
} from "@mp/contracts/funnel";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { findFeatureAdFunnel } from "./ad-repository.ts";
import { findBusinessFunnel, findListingFunnel } from "./repository.ts";

const signedIn = signedInRoutes(["Vendor funnel"]);

/** Each count summed over the days (the counts are every key but `day`). */
function sumOf<T extends { day: string }>(days: readonly T[], empty: Omit<T, "day">): Omit<T, "day"> {
  const sum: Record<string, number> = { ...(empty as Record<string, number>) };
  for (const { day: _day, ...counts } of days) {
    for (const [key, value] of Object.entries(counts as Record<string, number>)) sum[key] = (sum[key] ?? 0) + value;
  }
  return sum as Omit<T, "day">;
}

function totalsOf(days: readonly FunnelDay[]) {
  const sum = sumOf(days, { impressions: 0, views: 0, contactClicks: 0, messages: 0, saves: 0 });
  return { ...sum, ...ratesOf(sum) };
}

/**
 * `/api/vendor/...funnel`: impressions → views → contact clicks → messages → saves, per UTC day,
 * of one listing, of the vendor's whole business, and of a feature ad. Someone else's listing or
 * ad answers 404 to anybody but an admin.
 */
export const vendorFunnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/listings/:id/funnel",
    signedIn.firstError("A listing's funnel per day over a range (at most 366 days; the last 30 by default)", {
      params: listingIdParamSchema,
      querystring: funnelQuerySchema,
      response: { 200: listingFunnelResponseSchema },
    }),
    async (request) => {
      const { from, to } = request.query;
      const found = await findListingFunnel(db, request.params.id, signedInUser(request), from, to);
      if (!found) throw new AppError("NOT_FOUND", funnelMessages.listingNotFound);
      return ok({ listing: found.listing, from, to, days: found.days, totals: totalsOf(found.days) });
    },
  );

  app.get(
    "/funnel",
    signedIn.firstError("The funnel of all the vendor's listings per day, and each listing's totals", {
      querystring: funnelQuerySchema,
      response: { 200: businessFunnelResponseSchema },
    }),
    async (request) => {
      const { from, to } = request.query;
      const found = await findBusinessFunnel(db, signedInUser(request)._id, from, to);
      return ok({
        from,
        to,
        days: found.days,
        totals: totalsOf(found.days),
        listings: found.listings.map((row) => ({ ...row, ...ratesOf(row) })),
      });
    },
  );

  app.get(
    "/feature-ads/:id/funnel",
    signedIn.firstError(
      "A feature ad's funnel per day: impressions, clicks, and the contacts, messages and saves of its visits",
      {
        params: featureAdIdParamSchema,
        querystring: funnelQuerySchema,
        response: { 200: featureAdFunnelResponseSchema },
      },
    ),
    async (request) => {
      const { from, to } = request.query;
      const found = await findFeatureAdFunnel(db, request.params.id, signedInUser(request), from, to);
      if (!found) throw new AppError("NOT_FOUND", funnelMessages.featureAdNotFound);
      const sum = sumOf(found.days, { impressions: 0, clicks: 0, contactClicks: 0, messages: 0, saves: 0 });
      return ok({ ad: found.ad, from, to, days: found.days, totals: { ...sum, ...adRatesOf(sum) } });
    },
  );
};
