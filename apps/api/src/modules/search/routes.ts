import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from "@mp/contracts/search";
import { search } from "./repository.ts";
import { findSuggestions } from "./suggest.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/search",
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      // An empty search answers "Please type something to search for." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => ({ result: 1 as const, ...(await search(db, request.query)) }),
  );

  app.get(
    "/search/suggest",
    {
      schema: { querystring: suggestQuerySchema, response: { 200: suggestResponseSchema } },
      config: { validationMessage: "first-error" },
    },
    async (request) => ({ result: 1 as const, result_value: await findSuggestions(db, request.query.q) }),
  );
};
