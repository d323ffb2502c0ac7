import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminPlanListResponseSchema,
  adminPlanMessages,
  adminPlanResponseSchema,
  planUpdateSchema,
  type AdminPlan,
} from "@mp/contracts/admin-plans";
import { planIdParamSchema } from "@mp/contracts/plan";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { recordAdminAction } from "../audit/public.ts";
import { countLiveSubscribers, findAllPlans, lockPlan, updatePlan } from "./admin-repository.ts";
import { toPlan } from "./plan-view.ts";
import type { PlanRow } from "./repository.ts";
import { termsOf } from "./terms.ts";

function toAdminPlan(row: PlanRow, subscribers: Map<string, number>): AdminPlan {
  return {
    ...toPlan(row),
    active: row.active,
    limitColumns: {
      listings: row.listingsLimit,
      imagesPerListing: row.imagesPerListingLimit,
      bannerAds: row.bannerAdsLimit,
      featureAds: row.featureAdsLimit,
    },
    activeSubscribers: subscribers.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a plan: its terms, its text and whether it is sold. */
const snapshot = (row: PlanRow) => ({ ...termsOf(row), description: row.description, active: row.active });

export type AdminPlanRoutesOptions = {
  /**
   * Called once an edit that changed a plan's price has committed, without waiting for it: the
   * payments module moves the plan's Stripe subscriptions to the new price from their next period.
   */
  afterPriceChange?: (planId: string) => Promise<unknown>;
};

/**
 * `/api/admin/plans…`: both families' plans for Admin and Super-Admin. An edit is what new buyers
 * get at once; a current subscriber keeps the terms of the period they paid for
 * (`subscriptions.terms`) and gets the new ones at their next renewal.
 */
export const adminPlanRoutes: FastifyPluginAsyncZod<AdminPlanRoutesOptions> = async (app, { afterPriceChange }) => {
  const { db } = app.database;
  const doc = (summary: string) => ({ tags: ["Admin"], summary, security: bearerSecurity });

  app.get(
    "/admin/plans",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Every plan of both families, with live subscribers"),
        response: { 200: adminPlanListResponseSchema },
      },
    },
    async () => {
      const [rows, subscribers] = await Promise.all([findAllPlans(db), countLiveSubscribers(db)]);
      return ok(rows.map((row) => toAdminPlan(row, subscribers)));
    },
  );

  app.put(
    "/admin/plans/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc(
          "Edit a plan's price, allowances, vendor limits, description and sale (from each subscriber's next period)",
        ),
        params: planIdParamSchema,
        body: planUpdateSchema,
        response: { 200: adminPlanResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const saved = await db.transaction(async (tx) => {
        const current = await lockPlan(tx, request.params.id);
        if (!current) throw new AppError("NOT_FOUND", adminPlanMessages.notFound);
        const row = await updatePlan(tx, current, request.body);
        await recordAdminAction(tx, request, {
          action: "plan.update",
          targetType: "plan",
          targetId: row.id,
          before: snapshot(current),
          after: snapshot(row),
        });
        return { row, priceChanged: row.priceCents !== current.priceCents || row.currency !== current.currency };
      });
      if (saved.priceChanged && afterPriceChange) {
        afterPriceChange(saved.row.id).catch((err: unknown) =>
          request.log.error({ err, planId: saved.row.id }, "moving subscribers to a plan's new price failed"),
        );
      }
      const subscribers = await countLiveSubscribers(db, [saved.row.id]);
      return ok(toAdminPlan(saved.row, subscribers));
    },
  );
};
