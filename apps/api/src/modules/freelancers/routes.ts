import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { freelancerListQuerySchema, freelancerPageResponseSchema } from "@mp/contracts/freelancer";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { findFreelancers } from "./repository.ts";

export const freelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/freelancers",
    {
      schema: {
        tags: ["Freelancers"],
        summary: "Freelancers, filtered and paged",
        querystring: freelancerListQuerySchema,
        response: { 200: freelancerPageResponseSchema },
      },
      // A malformed id answers "Invalid category id." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const rows = await findFreelancers(db, { ...filters, ...pageWindow({ page, limit }) });
      return pagedResult(rows, { page, limit });
    },
  );
};
