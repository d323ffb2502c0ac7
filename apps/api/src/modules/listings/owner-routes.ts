import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deletedResponseSchema,
  listingInputSchema,
  listingPreviewResponseSchema,
  vendorListingIdParamSchema,
  vendorListingMessages,
  vendorListingPageQuerySchema,
  vendorListingPageResponseSchema,
  vendorListingResponseSchema,
} from "@mp/contracts/vendor-listing";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { assertWithinLimit, lockAndCountListings } from "../plans/public.ts";
import { coverUrlOf, deleteUnusedImages, findOwnedImage } from "../uploads/public.ts";
import { findCustomFields } from "./fields-repository.ts";
import { findGalleryImageIds, findPublicGallery } from "./gallery-repository.ts";
import { toDetail } from "./listing-row.ts";
import {
  assertSubcategoryOf,
  deleteListing,
  findVendorListingRows,
  insertListing,
  requireOwnedListing,
  setListingStatus,
  toVendorListing,
  updateListing,
} from "./owner-repository.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";

/** The options of a vendor's routes here: every one is behind the plugin's `app.authenticate` hook. */
const signedIn = signedInRoutes(["Vendor listings"]);

const IMAGE_NOT_FOUND = "Image not found.";
const incomplete = () =>
  new AppError("BAD_REQUEST", vendorListingMessages.incomplete, { coverImageId: [vendorListingMessages.incomplete] });

/**
 * `/api/vendor/listings/...`: a vendor's own listings. Every route needs a signed-in user; someone
 * else's listing answers 404 to anybody but an admin, so its existence is not revealed.
 */
export const ownerListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;

  const { catalogueWriter } = app;
  app.addHook("onRequest", app.authenticate);

  const reload = async (id: string, user: User) => toVendorListing(storage, await requireOwnedListing(db, id, user));

  /** The image must be the listing owner's; answers its cover address for `listings.cover_image`. */
  const coverOf = async (imageId: string | null, ownerId: string) => {
    if (imageId === null) return { coverImageId: null, coverImage: null };
    const image = await findOwnedImage(db, imageId, ownerId);
    if (!image) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND, { coverImageId: [IMAGE_NOT_FOUND] });
    return { coverImageId: image.id, coverImage: coverUrlOf(storage, image) };
  };

  app.get(
    "/listings",
    signedIn("The signed-in vendor's listings, paged", {
      querystring: vendorListingPageQuerySchema,
      response: { 200: vendorListingPageResponseSchema },
    }),
    ownPage((userId, window) => findVendorListingRows(db, userId, window)),
  );

  app.post(
    "/listings",
    signedIn.firstError("Create a listing (a draft)", {
      body: listingInputSchema,
      response: { 201: vendorListingResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
      const cover = await coverOf(input.coverImageId, user._id);
      const id = await catalogueWriter.write(async (tx) => {
        await assertWithinLimit(tx, "listings", user._id, await lockAndCountListings(tx, user._id));
        return insertListing(tx, user._id, input, cover);
      });
      return reply.status(201).send(ok(await reload(id, user)));
    },
  );

  app.get(
    "/listings/:id",
    signedIn("One of the vendor's own listings", {
      params: vendorListingIdParamSchema,
      response: { 200: vendorListingResponseSchema },
    }),
    async (request) => ok(await reload(request.params.id, signedInUser(request))),
  );

  app.put(
    "/listings/:id",
    signedIn.firstError("Change one of the vendor's own listings", {
      params: vendorListingIdParamSchema,
      body: listingInputSchema,
      response: { 200: vendorListingResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      const current = await requireOwnedListing(db, request.params.id, user);
      await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
      // Unchanged, the cover stays as it is (a demo listing's picture included).
      const cover =
        input.coverImageId === current.coverImageId ? {} : await coverOf(input.coverImageId, current.vendorId);
      if (current.status === "published" && "coverImage" in cover && cover.coverImage === null) throw incomplete();
      await catalogueWriter.write((tx) => updateListing(tx, current._id, input, cover));
      if (current.coverImageId && current.coverImageId !== input.coverImageId) {
        await deleteUnusedImages(db, app.fileStore, [current.coverImageId], request.log);
      }
      return ok(await reload(current._id, user));
    },
  );

  const statusChanges = [
    { path: "publish", status: "published", summary: "Publish a listing" },
    { path: "unpublish", status: "draft", summary: "Take a listing back to draft" },
  ] as const;
  for (const { path, status, summary } of statusChanges) {
    app.post(
      `/listings/:id/${path}`,
      signedIn(summary, { params: vendorListingIdParamSchema, response: { 200: vendorListingResponseSchema } }),
      async (request) => {
        const user = signedInUser(request);
        const current = await requireOwnedListing(db, request.params.id, user);
        if (status === "published" && !current.coverImage) throw incomplete();
        await catalogueWriter.write((tx) => setListingStatus(tx, current, status));
        return ok(await reload(current._id, user));
      },
    );
  }

  app.delete(
    "/listings/:id",
    signedIn("Delete a listing with its gallery and fields", {
      params: vendorListingIdParamSchema,
      response: { 200: deletedResponseSchema },
    }),
    async (request) => {
      const current = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const gallery = await findGalleryImageIds(db, current._id);
      await catalogueWriter.write((tx) => deleteListing(tx, current._id));
      // Then the images nothing else uses.
      const imageIds = [...gallery, ...(current.coverImageId ? [current.coverImageId] : [])];
      await deleteUnusedImages(db, app.fileStore, imageIds, request.log);
      return ok({ _id: current._id });
    },
  );

  // The listing as its page will show it, whatever its status.
  app.get(
    "/listings/:id/preview",
    signedIn("A listing as its page will show it, whatever its status", {
      params: vendorListingIdParamSchema,
      response: { 200: listingPreviewResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const [customFields, gallery] = await Promise.all([
        findCustomFields(db, row._id),
        findPublicGallery(db, storage, row._id, { anyStatus: true }),
      ]);
      return ok({
        ...toDetail(row, customFields),
        status: row.status,
        publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
        gallery: gallery ?? [],
      });
    },
  );
};
