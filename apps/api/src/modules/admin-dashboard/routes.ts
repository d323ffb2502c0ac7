import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardQuerySchema, dashboardResponseSchema } from "@mp/contracts/admin-dashboard";
import { ok } from "../../lib/result.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { buildDashboard, createDashboardCache } from "./dashboard.ts";

/** How long one range's figures are served before the aggregates run again. */
export const DASHBOARD_CACHE_MS = 60_000;

/** `GET /api/admin/dashboard?range=30d|90d|12m`: the admin panel's home, Admin or Super-Admin. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const cached = createDashboardCache(DASHBOARD_CACHE_MS);
  app.get(
    "/admin/dashboard",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["Admin"],
        summary: "Sign-ups, listings, jobs, applications, revenue and ad figures over a range (Admin)",
        security: bearerSecurity,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => {
      const { range } = request.query;
      const value = await cached(range, () => buildDashboard(db, range, new Date()));
      return ok(value);
    },
  );
};
