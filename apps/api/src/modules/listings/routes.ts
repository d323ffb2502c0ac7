import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryIdParamSchema } from "@mp/contracts/category";
import {
  listingDetailResponseSchema,
  listingEventInputSchema,
  listingEventResponseSchema,
  listingGalleryResponseSchema,
  listingIdParamSchema,
  listingListQuerySchema,
  type ListingListQuery,
  listingPageQuerySchema,
  listingPageResponseSchema,
  MORE_FROM_VENDOR_LIMIT,
  moreFromVendorResponseSchema,
} from "@mp/contracts/listing";
import { FEATURED_IN_SUBCATEGORY } from "@mp/contracts/feature-ad";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { categoryExists } from "../categories/public.ts";
import { findFeaturedOfSubcategory } from "./featured-repository.ts";
import { findPublicGallery } from "./gallery-repository.ts";
import {
  findListingDetail,
  findListings,
  findListingsOfCategory,
  findMoreFromVendor,
  isListingPublished,
} from "./repository.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { visitorKey } from "../../lib/visitor.ts";
import { createFeaturedDraws } from "./featured-draws.ts";
import { adVisitsOf, countListingStep } from "../funnel/public.ts";

const LISTING_NOT_FOUND = "Listing not found.";

type ListingFilters = Omit<ListingListQuery, "page" | "limit">;
/** A visitor's repeat view or click within this window is not counted again. */
const REPEAT_WINDOW_MS = 30 * 60 * 1000;
const eventRules = {
  view: { name: "listing-view", max: 1, windowMs: REPEAT_WINDOW_MS },
  contact: { name: "listing-contact", max: 1, windowMs: REPEAT_WINDOW_MS },
} as const;

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const adVisits = adVisitsOf(app);

  app.get(
    "/searchbycategory/:categoryId",
    {
      schema: {
        tags: ["Listings"],
        summary: "Published listings of one category, paged",
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

  // The usual page (no other filter) draws its featured listings in memory (featured-draws.ts).
  const drawFeaturedOf = createFeaturedDraws(app, { maxEntries: 500 });
  const featuredOf = (query: ListingFilters & { subcategoryId: string }, now: Date) => {
    const hasOtherFilter =
      query.q !== "" ||
      query.openNow === "true" ||
      [query.near, query.kind, query.categoryId, query.minPrice, query.maxPrice].some((value) => value !== undefined);
    return hasOtherFilter
      ? findFeaturedOfSubcategory(db, { ...query, now })
      : drawFeaturedOf(query.subcategoryId, FEATURED_IN_SUBCATEGORY, now);
  };

  app.get(
    "/listings",
    {
      schema: {
        tags: ["Listings"],
        summary: "Published listings, filtered and paged",
        querystring: listingListQuerySchema,
        response: { 200: listingPageResponseSchema },
      },
      // A malformed id answers "Invalid category id." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const now = new Date();
      const { subcategoryId } = filters;
      // A subcategory's first page is led by its featured listings (marked where they fall, too).
      const [rows, featured] = await Promise.all([
        findListings(db, { ...filters, ...pageWindow({ page, limit }), now }),
        subcategoryId && page === 1 ? featuredOf({ ...filters, subcategoryId }, now) : null,
      ]);
      return { ...pagedResult(rows, { page, limit }), ...(featured?.length ? { featured } : {}) };
    },
  );

  app.get(
    "/listings/:id",
    {
      schema: {
        tags: ["Listings"],
        summary: "A published listing's page",
        params: listingIdParamSchema,
        response: { 200: listingDetailResponseSchema },
      },
    },
    async (request) => {
      const listing = await findListingDetail(db, request.params.id);
      if (!listing) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      return ok(listing);
    },
  );

  app.get(
    "/listings/:id/more-from-vendor",
    {
      schema: {
        tags: ["Listings"],
        summary: "Up to four other published listings of a published listing's vendor, newest first",
        params: listingIdParamSchema,
        response: { 200: moreFromVendorResponseSchema },
      },
    },
    async (request) => {
      const listings = await findMoreFromVendor(db, request.params.id, MORE_FROM_VENDOR_LIMIT);
      if (!listings) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      return ok(listings);
    },
  );

  // The vendor's gallery in their order; the cover alone when there is none.
  app.get(
    "/listings/:id/gallery",
    {
      schema: {
        tags: ["Listings"],
        summary: "A published listing's gallery, in the vendor's order",
        params: listingIdParamSchema,
        response: { 200: listingGalleryResponseSchema },
      },
    },
    async (request) => {
      const images = await findPublicGallery(db, app.config.storage, request.params.id);
      if (!images) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      return ok(images);
    },
  );

  // A view of the detail page or a click on a contact link, for the vendor's View Business page.
  // The visitor is their address (and account when signed in), hashed: see lib/visitor.ts.
  app.post(
    "/listings/:id/events",
    {
      schema: {
        tags: ["Listings"],
        summary: "Count a view of a listing or a click on a contact link",
        params: listingIdParamSchema,
        body: listingEventInputSchema,
        response: { 202: listingEventResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { type } = request.body;
      if (!(await isListingPublished(db, id))) throw new AppError("NOT_FOUND", LISTING_NOT_FOUND);
      const counted = await app.eventDedup.allow(eventRules[type], `${id}:${await visitorKey(request)}`);
      if (counted) await countListingStep(db, id, type, adVisits.adOf(request, id));
      return reply.status(202).send(ok({ counted }));
    },
  );
};
