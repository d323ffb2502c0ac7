import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  planIdParamSchema,
  planListQuerySchema,
  planListResponseSchema,
  planMessages,
  planResponseSchema,
} from "@mp/contracts/plan";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { toPlan } from "./plan-view.ts";
import { findActivePlans, findPlan } from "./repository.ts";

/**
 * The plans for sale, read from the database on every request: the admin panel edits them, and
 * a six-row indexed read costs less than keeping a cache right across processes.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/plans",
    {
      schema: {
        tags: ["Plans"],
        summary: "The active plans of a family (user or hire), in rank order",
        querystring: planListQuerySchema,
        response: { 200: planListResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const rows = await findActivePlans(db, request.query.family);
      return ok(rows.map(toPlan));
    },
  );

  app.get(
    "/plans/:id",
    {
      schema: {
        tags: ["Plans"],
        summary: "One plan, by id",
        params: planIdParamSchema,
        response: { 200: planResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const row = await findPlan(db, request.params.id);
      if (!row) throw new AppError("NOT_FOUND", planMessages.notFound);
      return ok(toPlan(row));
    },
  );
};
