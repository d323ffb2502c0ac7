import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobListQuerySchema, jobPageResponseSchema } from "@mp/contracts/job";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { findJobs } from "./repository.ts";

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/jobs",
    {
      schema: {
        tags: ["Jobs"],
        summary: "Job offers, filtered and paged",
        querystring: jobListQuerySchema,
        response: { 200: jobPageResponseSchema },
      },
      // A malformed id answers "Invalid category id." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const rows = await findJobs(db, { ...filters, ...pageWindow({ page, limit }) });
      return pagedResult(rows, { page, limit });
    },
  );
};
