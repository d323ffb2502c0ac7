import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryIdParamSchema } from "@mp/contracts/category";
import {
  listingDetailResponseSchema,
  listingGalleryResponseSchema,
  listingIdParamSchema,
  listingListQuerySchema,
  listingPageQuerySchema,
  listingPageResponseSchema,
} from "@mp/contracts/listing";
import { AppError } from "../../lib/app-error.ts";
import { categoryExists } from "../categories/repository.ts";
import { findListingCover, findListingDetail, findListings, findListingsOfCategory } from "./repository.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";

const LISTING_NOT_FOUND = "Listing not found.";

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/searchbycategory/:categoryId",
    {
      schema: {
        params: categoryIdParamSchema,
        querystring: listingPageQuerySchema,
        response: { 200: listingPageResponseSchema },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      const { page, limit } = request.query;
      const rows = await findListingsOfCategory(db, { categoryId, ...pageWindow({ page, limit }) });
      if (rows.length === 0 && !(await categoryExists(db, categoryId))) {
        throw new AppError("NOT_FOUND", "Category not found.");
      }
      return pagedResult(rows, { page, limit });
    },
  );

  app.get(
    "/listings",
    { schema: { querystring: listingListQuerySchema, response: { 200: listingPageResponseSchema } } },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const rows = await findListings(db, { ...filters, ...pageWindow({ page, limit }), now: new Date() });
      return pagedResult(rows, { page, limit });
    },
  );

  app.get(
    "/listings/:id",
    { schema: { params: listingIdParamSchema, response: { 200: listingDetailResponseSchema } } },
    async (request) => {
      const listing = await findListingDetail(db, request.params.id);
      if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      return { result: 1 as const, result_value: listing };
    },
  );

  // Vendors cannot upload galleries yet (a later issue): until then the cover is the only image.
  app.get(
    "/listings/:id/gallery",
    { schema: { params: listingIdParamSchema, response: { 200: listingGalleryResponseSchema } } },
    async (request) => {
      const listing = await findListingCover(db, request.params.id);
      if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      const images = listing.coverImage ? [{ url: listing.coverImage, caption: listing.name }] : [];
      return { result: 1 as const, result_value: images };
    },
  );
};
