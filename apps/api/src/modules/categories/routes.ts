import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  categoryIdParamSchema,
  categoryIndexResponseSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  subcategoryListResponseSchema,
} from "@mp/contracts/category";
import { AppError } from "../../lib/app-error.ts";
import { categoryExists, findCategories, findCategoryIndex, findSubcategories } from "./repository.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/category-index",
    {
      schema: {
        tags: ["Categories"],
        summary: "Every category with its subcategories, for the index page",
        response: { 200: categoryIndexResponseSchema },
      },
    },
    async () => ({
      result: 1 as const,
      result_value: await findCategoryIndex(db),
    }),
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
    async () => ({
      result: 1 as const,
      result_value: await findCategories(db, { search: "" }),
    }),
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
    async (request) => {
      const { page, limit, search } = request.query;
      if (page === undefined) return { result: 1 as const, result_value: await findCategories(db, { search }) };
      const rows = await findCategories(db, { search, ...pageWindow({ page, limit }) });
      return pagedResult(rows, { page, limit });
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
    async (request) => {
      const { categoryId } = request.params;
      const rows = await findSubcategories(db, categoryId);
      if (rows.length === 0 && !(await categoryExists(db, categoryId))) {
        throw new AppError("NOT_FOUND", "Category not found.");
      }
      return { result: 1 as const, result_value: rows };
    },
  );
};
