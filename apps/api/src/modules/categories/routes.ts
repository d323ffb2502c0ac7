import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  categoryIdParamSchema,
  categoryIndexResponseSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  subcategoryListResponseSchema,
} from "@mp/contracts/category";
import { AppError } from "../../lib/app-error.ts";
import { createResponseCache, sendCached } from "../../lib/response-cache.ts";
import { ok } from "../../lib/result.ts";
import type { Surface } from "../../surface.ts";
import { categoryExists, findCategories, findCategoryIndex, findSubcategories } from "./repository.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";

/** Distinct answers kept: every page size and search of a small table fits many times over. */
const CACHED_ANSWERS = 1000;

/**
 * The catalogue's public reads, answered from memory while the catalogue version they were made
 * at is current (decision 029): a category write through the catalogue writer moves the version,
 * so the next request reads and caches again. Browsers and CDNs get a strong ETag and may keep
 * the answer for CATALOGUE_CACHE_SECONDS; the admin panel revalidates each time (it edits them).
 */
export const categoryRoutes: FastifyPluginAsyncZod<{ surface: Surface }> = async (app, { surface }) => {
  const { db } = app.database;
  const { maxAgeSeconds, staleSeconds } = app.config.catalogueHttpCache;
  const cacheControl =
    surface === "admin" || maxAgeSeconds === 0
      ? "no-cache"
      : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`;
  const responses = createResponseCache(app.catalogueVersion, { max: CACHED_ANSWERS });
  app.addHook("preValidation", responses.answerKnownAddress(cacheControl));

  app.get(
    "/category-index",
    {
      schema: {
        tags: ["Categories"],
        summary: "Every category with its subcategories, for the index page",
        response: { 200: categoryIndexResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await responses.get("category-index", reply, async () => ok(await findCategoryIndex(db)));
      return sendCached(request, reply, cached, cacheControl);
    },
  );

  app.get(
    "/getmaincategory",
    {
      schema: {
        tags: ["Categories"],
        summary: "Every category (the spec's main-category list)",
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await responses.get("main", reply, async () => ok(await findCategories(db, { search: "" })));
      return sendCached(request, reply, cached, cacheControl);
    },
  );

  app.get(
    "/category",
    {
      schema: {
        tags: ["Categories"],
        summary: "Categories, searched by name, paged when a page is asked for",
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, search } = request.query;
      // The parsed query is the key: `?limit=16&page=1` and `?page=1` are one answer.
      const key = page === undefined ? `category:all:${search}` : `category:${page}:${limit}:${search}`;
      const cached = await responses.get(key, reply, async () => {
        if (page === undefined) return ok(await findCategories(db, { search }));
        const rows = await findCategories(db, { search, ...pageWindow({ page, limit }) });
        return pagedResult(rows, { page, limit });
      });
      return sendCached(request, reply, cached, cacheControl);
    },
  );

  app.get(
    "/subcategory/:categoryId",
    {
      schema: {
        tags: ["Categories"],
        summary: "The subcategories of one category",
        params: categoryIdParamSchema,
        response: { 200: subcategoryListResponseSchema },
      },
    },
    async (request, reply) => {
      const { categoryId } = request.params;
      // An unknown category answers 404 and is not kept (a failed read never is).
      const cached = await responses.get(`subcategory:${categoryId.toLowerCase()}`, reply, async () => {
        const rows = await findSubcategories(db, categoryId);
        if (rows.length === 0 && !(await categoryExists(db, categoryId))) {
          throw new AppError("NOT_FOUND", "Category not found.");
        }
        return ok(rows);
      });
      return sendCached(request, reply, cached, cacheControl);
    },
  );
};
