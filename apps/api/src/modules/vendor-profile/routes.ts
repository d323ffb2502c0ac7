import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ownProfileResponseSchema,
  savedProfileResponseSchema,
  vendorIdParamSchema,
  vendorPageQuerySchema,
  vendorPageResponseSchema,
  vendorProfileInputSchema,
  vendorProfileMessages,
} from "@mp/contracts/vendor-profile";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { findPublishedOfVendor, findVendorRating, hasPublishedListings } from "../listings/public.ts";
import { deleteUnusedImages, holdOwnedImage } from "../uploads/public.ts";
import { findProfile, findPublicVendor, lockProfileLogo, upsertProfile } from "./repository.ts";

/**
 * The vendor profile: `/api/vendor/profile` (the signed-in user's own, to read and save) and
 * `/api/vendors/{id}` (the public vendor page with the vendor's published listings).
 */
export const vendorProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Vendor profile"], app.authenticate);
  const { db } = app.database;
  const storage = app.config.storage;

  app.get(
    "/vendor/profile",
    signedIn("The signed-in vendor's own profile", {
      response: { 200: ownProfileResponseSchema },
    }),
    async (request) => ok(await findProfile(db, storage, signedInUser(request)._id)),
  );

  app.put(
    "/vendor/profile",
    signedIn.firstError("Save the signed-in vendor's profile", {
      body: vendorProfileInputSchema,
      response: { 200: savedProfileResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const input = request.body;
      const previousLogo = await app.catalogueWriter.write(async (tx) => {
        const current = await lockProfileLogo(tx, userId);
        // Someone else's image is as good as missing: its existence is not revealed.
        if (
          input.logoImageId &&
          input.logoImageId !== current &&
          !(await holdOwnedImage(tx, input.logoImageId, userId))
        ) {
          throw fieldError("NOT_FOUND", "logoImageId", vendorProfileMessages.logoNotFound);
        }
        await upsertProfile(tx, userId, input);
        return current ?? null;
      });
      if (previousLogo && previousLogo !== input.logoImageId) {
        await deleteUnusedImages(db, app.fileStore, [previousLogo], request.log);
      }
      return ok((await findProfile(db, storage, userId))!);
    },
  );

  app.get(
    "/vendors/:id",
    {
      schema: {
        tags: ["Vendor profile"],
        summary: "A vendor's public page with their published listings",
        params: vendorIdParamSchema,
        querystring: vendorPageQuerySchema,
        response: { 200: vendorPageResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const { id } = request.params;
      const { page, limit } = request.query;
      const [vendor, rows, rating] = await Promise.all([
        findPublicVendor(db, storage, id),
        findPublishedOfVendor(db, id, pageWindow({ page, limit })),
        findVendorRating(db, id),
      ]);
      // A user is a vendor once they made a profile or published a listing; anyone else is not found.
      const isVendor =
        vendor !== null && (vendor.hasProfile || rows.length > 0 || (page > 1 && (await hasPublishedListings(db, id))));
      if (!vendor || !isVendor) throw new AppError("NOT_FOUND", vendorProfileMessages.vendorNotFound);
      const { result_value: listings, meta } = pagedResult(rows, { page, limit });
      return { result: 1 as const, result_value: { vendor, listings, rating }, meta };
    },
  );
};
