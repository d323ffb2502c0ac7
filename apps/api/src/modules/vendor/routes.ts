import multipart from "@fastify/multipart";
import { and, count, eq, max, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listingFields, listingImages, listings, storedImages } from "@mp/db/schema/index";
import {
  captionInputSchema,
  deletedResponseSchema,
  galleryAddInputSchema,
  galleryItemParamSchema,
  galleryItemResponseSchema,
  galleryResponseSchema,
  imageOrderInputSchema,
  imageRefResponseSchema,
  listingFieldsInputSchema,
  listingFieldsResponseSchema,
  listingInputSchema,
  listingPreviewResponseSchema,
  vendorListingIdParamSchema,
  vendorListingMessages,
  vendorListingPageQuerySchema,
  vendorListingPageResponseSchema,
  vendorListingResponseSchema,
} from "@mp/contracts/vendor-listing";
import { AppError } from "../../lib/app-error.ts";
import { endReuseOnWrite } from "../../lib/catalogue-version.ts";
import { ImageRefusedError } from "../../lib/images/image-refused.ts";
import { MAX_IMAGE_BYTES, processImage } from "../../lib/images/process-image.ts";
import { storeProcessedImage } from "../../lib/images/store-processed-image.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { findPublicGallery } from "../listings/repository.ts";
import { coverUrlOf, deleteUnusedImages, findOwnedImage, toImageRef } from "./images.ts";
import { assertWithinLimit } from "./plan-limits.ts";
import {
  assertSubcategoryOf,
  findCustomFields,
  findGallery,
  findVendorListingRows,
  listingValues,
  lockAndCountListings,
  requireOwnedListing,
  toVendorListing,
} from "./repository.ts";
import { uuidArray } from "../../lib/uuid-array.ts";

const IMAGE_NOT_FOUND = "Image not found.";
const GALLERY_ITEM_NOT_FOUND = "Gallery image not found.";
const ORDER_MISMATCH = "The order must list every image of the gallery exactly once.";
const ALREADY_IN_GALLERY = "This image is already in the gallery.";
const NO_FILE = "Choose an image to upload.";
const UNREADABLE_UPLOAD = "The upload could not be read. Please try again.";
const NOT_MULTIPART = "Send the image as multipart/form-data, in a field named file.";

/**
 * `/api/vendor/...`: a vendor's own listings, their galleries and custom fields, and image
 * uploads. Every route needs a signed-in user; someone else's listing answers 404 to anybody
 * but an admin, so its existence is not revealed.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;
  const store = app.fileStore;
  const one = <T>(value: T) => ({ result: 1 as const, result_value: value });

  app.addHook("onRequest", app.authenticate);
  // A change shows at once: cached searches, placements' ads and featured picks stop being reused.
  endReuseOnWrite(app);

  const reload = async (id: string, user: ReturnType<typeof signedInUser>) =>
    toVendorListing(storage, await requireOwnedListing(db, id, user));

  /** The image must be the listing owner's; answers its cover address for `listings.cover_image`. */
  const coverOf = async (imageId: string | null, ownerId: string) => {
    if (imageId === null) return { coverImageId: null, coverImage: null };
    const image = await findOwnedImage(db, imageId, ownerId);
    if (!image) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND, { coverImageId: [IMAGE_NOT_FOUND] });
    return { coverImageId: image.id, coverImage: coverUrlOf(storage, image) };
  };

  // ---- Listings ----

  app.get(
    "/listings",
    { schema: { querystring: vendorListingPageQuerySchema, response: { 200: vendorListingPageResponseSchema } } },
    async (request) => {
      const { page, limit } = request.query;
      const rows = await findVendorListingRows(db, signedInUser(request)._id, pageWindow({ page, limit }));
      return pagedResult(rows, { page, limit });
    },
  );

  app.post(
    "/listings",
    {
      schema: { body: listingInputSchema, response: { 201: vendorListingResponseSchema } },
      config: { validationMessage: "first-error" },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body;
      await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
      const cover = await coverOf(input.coverImageId, user._id);
      const id = await db.transaction(async (tx) => {
        assertWithinLimit("listings", user.userPlan?.planType ?? null, await lockAndCountListings(tx, user._id));
        const [row] = await tx
          .insert(listings)
          .values({ ...listingValues(input), ...cover, vendorId: user._id, status: "draft" })
          .returning({ id: listings.id });
        return row!.id;
      });
      return reply.status(201).send(one(await reload(id, user)));
    },
  );

  app.get(
    "/listings/:id",
    { schema: { params: vendorListingIdParamSchema, response: { 200: vendorListingResponseSchema } } },
    async (request) => one(await reload(request.params.id, signedInUser(request))),
  );

  app.put(
    "/listings/:id",
    {
      schema: {
        params: vendorListingIdParamSchema,
        body: listingInputSchema,
        response: { 200: vendorListingResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      const current = await requireOwnedListing(db, request.params.id, user);
      await assertSubcategoryOf(db, input.categoryId, input.subcategoryId);
      // Unchanged, the cover stays as it is (a demo listing's picture included).
      const cover =
        input.coverImageId === current.coverImageId ? {} : await coverOf(input.coverImageId, current.vendorId);
      if (current.status === "published" && "coverImage" in cover && cover.coverImage === null) {
        throw new AppError("BAD_REQUEST", vendorListingMessages.incomplete, {
          coverImageId: [vendorListingMessages.incomplete],
        });
      }
      await db
        .update(listings)
        .set({ ...listingValues(input), ...cover, updatedAt: new Date() })
        .where(eq(listings.id, current.id));
      if (current.coverImageId && current.coverImageId !== input.coverImageId) {
        await deleteUnusedImages(db, store, [current.coverImageId], request.log);
      }
      return one(await reload(current.id, user));
    },
  );

  app.post(
    "/listings/:id/publish",
    { schema: { params: vendorListingIdParamSchema, response: { 200: vendorListingResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const current = await requireOwnedListing(db, request.params.id, user);
      if (!current.coverImage) {
        throw new AppError("BAD_REQUEST", vendorListingMessages.incomplete, {
          coverImageId: [vendorListingMessages.incomplete],
        });
      }
      const now = new Date();
      await db
        .update(listings)
        .set({ status: "published", publishedAt: current.publishedAt ?? now, updatedAt: now })
        .where(eq(listings.id, current.id));
      return one(await reload(current.id, user));
    },
  );

  app.post(
    "/listings/:id/unpublish",
    { schema: { params: vendorListingIdParamSchema, response: { 200: vendorListingResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const current = await requireOwnedListing(db, request.params.id, user);
      await db.update(listings).set({ status: "draft", updatedAt: new Date() }).where(eq(listings.id, current.id));
      return one(await reload(current.id, user));
    },
  );

  app.delete(
    "/listings/:id",
    { schema: { params: vendorListingIdParamSchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const current = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const gallery = await db
        .select({ imageId: listingImages.imageId })
        .from(listingImages)
        .where(eq(listingImages.listingId, current.id));
      // The gallery and fields go with the listing (cascade); then the images nothing else uses.
      await db.delete(listings).where(eq(listings.id, current.id));
      const imageIds = [...gallery.map((g) => g.imageId), ...(current.coverImageId ? [current.coverImageId] : [])];
      await deleteUnusedImages(db, store, imageIds, request.log);
      return one({ _id: current.id });
    },
  );

  app.get(
    "/listings/:id/preview",
    { schema: { params: vendorListingIdParamSchema, response: { 200: listingPreviewResponseSchema } } },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const [customFields, gallery] = await Promise.all([
        findCustomFields(db, row.id),
        findPublicGallery(db, storage, row.id, { anyStatus: true }),
      ]);
      return one({
        _id: row.id,
        name: row.name,
        kind: row.kind,
        priceCents: row.priceCents,
        currency: row.currency,
        city: row.city,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        coverImage: row.coverImage,
        categoryId: row.categoryId,
        subcategoryId: row.subcategoryId,
        publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
        description: row.description,
        contact: { phone: row.phone, email: row.email, website: row.website },
        openingHours: row.openingHours ?? null,
        vendor: { _id: row.vendorId, name: row.vendorName },
        categoryName: row.categoryName,
        subcategoryName: row.subcategoryName,
        customFields,
        status: row.status,
        gallery: gallery ?? [],
      });
    },
  );

  // ---- Images ----

  // Only the upload route takes multipart bodies; a file past the limit is cut and refused.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
    });
    uploads.post(
      "/images",
      {
        schema: { response: { 201: imageRefResponseSchema } },
        // Room for one image and the multipart framing around it; every other route keeps BODY_LIMIT_BYTES.
        bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024,
      },
      async (request, reply) => {
        const user = signedInUser(request);
        if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_MULTIPART);
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== "file") continue;
            if (part.fieldname !== "file" || bytes !== null) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
            if (part.file.truncated) throw new ImageRefusedError("size");
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          if (err instanceof uploads.multipartErrors.RequestFileTooLargeError) throw new ImageRefusedError("size");
          if (err instanceof uploads.multipartErrors.FilesLimitError) {
            throw new AppError("BAD_REQUEST", "Upload one image at a time.");
          }
          // A malformed or interrupted multipart body: nothing was stored yet.
          request.log.info({ err }, "unreadable multipart upload");
          throw new AppError("BAD_REQUEST", UNREADABLE_UPLOAD);
        }
        if (bytes === null) throw new AppError("BAD_REQUEST", NO_FILE, { file: [NO_FILE] });
        // Checked by content alone: the file's name and the client's MIME type are never trusted.
        const processed = await processImage(bytes);
        const stored = await storeProcessedImage(store, processed);
        try {
          await db.insert(storedImages).values({
            id: stored.id,
            ownerId: user._id,
            keyPrefix: `listing-images/${stored.id}`,
            widths: stored.variants.map((v) => v.width),
            width: stored.width,
            height: stored.height,
          });
        } catch (err) {
          await store.delete(stored.keys).catch(() => {});
          throw err;
        }
        const ref = toImageRef(storage, {
          id: stored.id,
          keyPrefix: `listing-images/${stored.id}`,
          widths: stored.variants.map((v) => v.width),
          width: stored.width,
          height: stored.height,
        });
        return reply.status(201).send(one(ref));
      },
    );
  });

  // ---- Gallery ----

  app.get(
    "/listings/:id/images",
    { schema: { params: vendorListingIdParamSchema, response: { 200: galleryResponseSchema } } },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      return one(await findGallery(db, storage, row.id));
    },
  );

  app.post(
    "/listings/:id/images",
    {
      schema: {
        params: vendorListingIdParamSchema,
        body: galleryAddInputSchema,
        response: { 201: galleryItemResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const itemId = await db.transaction(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        const image = await findOwnedImage(tx, request.body.imageId, row.vendorId);
        if (!image) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND, { imageId: [IMAGE_NOT_FOUND] });
        const [stats] = await tx
          .select({ n: count(), last: max(listingImages.position) })
          .from(listingImages)
          .where(eq(listingImages.listingId, row.id));
        assertWithinLimit("imagesPerListing", row.vendorPlan, stats?.n ?? 0);
        const [dup] = await tx
          .select({ id: listingImages.id })
          .from(listingImages)
          .where(and(eq(listingImages.listingId, row.id), eq(listingImages.imageId, image.id)))
          .limit(1);
        if (dup) throw new AppError("CONFLICT", ALREADY_IN_GALLERY);
        const [item] = await tx
          .insert(listingImages)
          .values({
            listingId: row.id,
            imageId: image.id,
            caption: request.body.caption,
            position: (stats?.last ?? -1) + 1,
          })
          .returning({ id: listingImages.id });
        await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, row.id));
        return item!.id;
      });
      const gallery = await findGallery(db, storage, request.params.id);
      return reply.status(201).send(one(gallery.find((item) => item._id === itemId)!));
    },
  );

  // Registered before `/:itemId` would be ambiguous: "order" is not a uuid, but the static path wins anyway.
  app.put(
    "/listings/:id/images/order",
    {
      schema: {
        params: vendorListingIdParamSchema,
        body: imageOrderInputSchema,
        response: { 200: galleryResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const user = signedInUser(request);
      const wanted = request.body.imageIds;
      await db.transaction(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        const items = await tx
          .select({ id: listingImages.id })
          .from(listingImages)
          .where(eq(listingImages.listingId, row.id));
        const current = new Set(items.map((i) => i.id));
        const same = wanted.length === current.size && new Set(wanted).size === wanted.length;
        if (!same || !wanted.every((id) => current.has(id))) {
          throw new AppError("BAD_REQUEST", ORDER_MISMATCH, { imageIds: [ORDER_MISMATCH] });
        }
        // One statement for the whole order: position = the id's place in the list, from 0.
        await tx.execute(sql`
          update listing_images set position = wanted.ordinality - 1
          from unnest(${uuidArray(wanted)}) with ordinality as wanted(id, ordinality)
          where listing_images.id = wanted.id`);
        await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, row.id));
      });
      return one(await findGallery(db, storage, request.params.id));
    },
  );

  app.patch(
    "/listings/:id/images/:itemId",
    {
      schema: {
        params: galleryItemParamSchema,
        body: captionInputSchema,
        response: { 200: galleryItemResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const updated = await db
        .update(listingImages)
        .set({ caption: request.body.caption })
        .where(and(eq(listingImages.id, request.params.itemId), eq(listingImages.listingId, row.id)))
        .returning({ id: listingImages.id });
      if (updated.length === 0) throw new AppError("NOT_FOUND", GALLERY_ITEM_NOT_FOUND);
      const gallery = await findGallery(db, storage, row.id);
      return one(gallery.find((item) => item._id === request.params.itemId)!);
    },
  );

  app.delete(
    "/listings/:id/images/:itemId",
    { schema: { params: galleryItemParamSchema, response: { 200: deletedResponseSchema } } },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      const removed = await db
        .delete(listingImages)
        .where(and(eq(listingImages.id, request.params.itemId), eq(listingImages.listingId, row.id)))
        .returning({ imageId: listingImages.imageId });
      if (removed.length === 0) throw new AppError("NOT_FOUND", GALLERY_ITEM_NOT_FOUND);
      await deleteUnusedImages(
        db,
        store,
        removed.map((r) => r.imageId),
        request.log,
      );
      return one({ _id: request.params.itemId });
    },
  );

  // ---- Custom fields ----

  app.get(
    "/listings/:id/fields",
    { schema: { params: vendorListingIdParamSchema, response: { 200: listingFieldsResponseSchema } } },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      return one(await findCustomFields(db, row.id));
    },
  );

  app.put(
    "/listings/:id/fields",
    {
      schema: {
        params: vendorListingIdParamSchema,
        body: listingFieldsInputSchema,
        response: { 200: listingFieldsResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const user = signedInUser(request);
      const { fields } = request.body;
      await db.transaction(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        await tx.delete(listingFields).where(eq(listingFields.listingId, row.id));
        if (fields.length > 0) {
          await tx
            .insert(listingFields)
            .values(fields.map((field, position) => ({ listingId: row.id, position, ...field })));
        }
        await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, row.id));
      });
      return one(await findCustomFields(db, request.params.id));
    },
  );
};
