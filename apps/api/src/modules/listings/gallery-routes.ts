import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  captionInputSchema,
  deletedResponseSchema,
  galleryAddInputSchema,
  galleryItemParamSchema,
  galleryItemResponseSchema,
  galleryResponseSchema,
  imageOrderInputSchema,
  vendorListingIdParamSchema,
} from "@mp/contracts/vendor-listing";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { assertWithinLimit } from "../plans/public.ts";
import { deleteUnusedImages, findOwnedImage } from "../uploads/public.ts";
import {
  deleteGalleryItem,
  findGallery,
  findGalleryItemIds,
  galleryStats,
  hasGalleryImage,
  insertGalleryItem,
  reorderGallery,
  updateCaption,
} from "./gallery-repository.ts";
import { requireOwnedListing, touchListing } from "./owner-repository.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";

/** The options of a vendor's routes here: every one is behind the plugin's `app.authenticate` hook. */
const signedIn = signedInRoutes(["Vendor listings"]);

const IMAGE_NOT_FOUND = "Image not found.";
const GALLERY_ITEM_NOT_FOUND = "Gallery image not found.";
const ORDER_MISMATCH = "The order must list every image of the gallery exactly once.";
const ALREADY_IN_GALLERY = "This image is already in the gallery.";

/** `/api/vendor/listings/{id}/images/...`: the gallery of a vendor's own listing. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;

  const { catalogueWriter } = app;
  app.addHook("onRequest", app.authenticate);

  const itemOf = async (listingId: string, itemId: string) =>
    (await findGallery(db, storage, listingId)).find((item) => item._id === itemId)!;

  app.get(
    "/listings/:id/images",
    signedIn("A listing's gallery", {
      params: vendorListingIdParamSchema,
      response: { 200: galleryResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      return ok(await findGallery(db, storage, row._id));
    },
  );

  app.post(
    "/listings/:id/images",
    signedIn.firstError("Add an uploaded image to a listing's gallery", {
      params: vendorListingIdParamSchema,
      body: galleryAddInputSchema,
      response: { 201: galleryItemResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const itemId = await catalogueWriter.write(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        const image = await findOwnedImage(tx, request.body.imageId, row.vendorId);
        if (!image) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND, { imageId: [IMAGE_NOT_FOUND] });
        const stats = await galleryStats(tx, row._id);
        await assertWithinLimit(tx, "imagesPerListing", row.vendorId, stats.n);
        if (await hasGalleryImage(tx, row._id, image.id)) throw new AppError("CONFLICT", ALREADY_IN_GALLERY);
        const position = (stats.last ?? -1) + 1;
        const id = await insertGalleryItem(tx, {
          listingId: row._id,
          imageId: image.id,
          caption: request.body.caption,
          position,
        });
        await touchListing(tx, row._id);
        return id;
      });
      return reply.status(201).send(ok(await itemOf(request.params.id, itemId)));
    },
  );

  // Registered before `/:itemId` would be ambiguous: "order" is not a uuid, but the static path wins anyway.
  app.put(
    "/listings/:id/images/order",
    signedIn.firstError("Reorder a listing's gallery", {
      params: vendorListingIdParamSchema,
      body: imageOrderInputSchema,
      response: { 200: galleryResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const wanted = request.body.imageIds;
      await catalogueWriter.write(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        const current = new Set(await findGalleryItemIds(tx, row._id));
        const same = wanted.length === current.size && new Set(wanted).size === wanted.length;
        if (!same || !wanted.every((id) => current.has(id))) {
          throw new AppError("BAD_REQUEST", ORDER_MISMATCH, { imageIds: [ORDER_MISMATCH] });
        }
        await reorderGallery(tx, wanted);
        await touchListing(tx, row._id);
      });
      return ok(await findGallery(db, storage, request.params.id));
    },
  );

  app.patch(
    "/listings/:id/images/:itemId",
    signedIn.firstError("Change a gallery image's caption", {
      params: galleryItemParamSchema,
      body: captionInputSchema,
      response: { 200: galleryItemResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const { itemId } = request.params;
      const found = await catalogueWriter.write((tx) => updateCaption(tx, row._id, itemId, request.body.caption));
      if (!found) throw new AppError("NOT_FOUND", GALLERY_ITEM_NOT_FOUND);
      return ok(await itemOf(row._id, request.params.itemId));
    },
  );

  app.delete(
    "/listings/:id/images/:itemId",
    signedIn("Remove an image from a listing's gallery", {
      params: galleryItemParamSchema,
      response: { 200: deletedResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const imageId = await catalogueWriter.write((tx) => deleteGalleryItem(tx, row._id, request.params.itemId));
      if (imageId === null) throw new AppError("NOT_FOUND", GALLERY_ITEM_NOT_FOUND);
      await deleteUnusedImages(db, app.fileStore, [imageId], request.log);
      return ok({ _id: request.params.itemId });
    },
  );
};
