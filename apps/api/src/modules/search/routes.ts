import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from "@mp/contracts/search";
import { ok } from "../../lib/result.ts";
import { createVersionedCache } from "../../lib/versioned-cache.ts";
import { search } from "./repository.ts";
import { findSuggestions } from "./suggest.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, driver } = app.database;
  // Broad words ("shop") match tens of thousands of rows; people search the same words again and
  // again. Results are reused while the catalogue version they were computed at is current.
  const cache = createVersionedCache<Awaited<ReturnType<typeof search>>>(app.catalogueVersion, {
    max: 1000,
    ttlMs: app.config.searchCacheSeconds * 1000,
  });

  app.get(
    "/search",
    {
      schema: {
        tags: ["Search"],
        summary: "Search listings, categories, jobs and freelancers",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
      // An empty search answers "Please type something to search for." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const found = await cache.get(JSON.stringify(request.query), () => search(db, request.query, driver));
      return { result: 1 as const, ...found };
    },
  );

  app.get(
    "/search/suggest",
    {
      schema: {
        tags: ["Search"],
        summary: "Suggestions for the words typed so far",
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => ok(await findSuggestions(db, request.query.q)),
  );
};
