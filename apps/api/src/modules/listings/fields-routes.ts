import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  listingFieldsInputSchema,
  listingFieldsResponseSchema,
  vendorListingIdParamSchema,
} from "@mp/contracts/vendor-listing";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { findCustomFields, replaceCustomFields } from "./fields-repository.ts";
import { requireOwnedListing, touchListing } from "./owner-repository.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";

/** The options of a vendor's routes here: every one is behind the plugin's `app.authenticate` hook. */
const signedIn = signedInRoutes(["Vendor listings"]);

/** `/api/vendor/listings/{id}/fields`: the custom fields of a vendor's own listing. */
export const listingFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook("onRequest", app.authenticate);

  app.get(
    "/listings/:id/fields",
    signedIn("A listing's custom fields", {
      params: vendorListingIdParamSchema,
      response: { 200: listingFieldsResponseSchema },
    }),
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      return ok(await findCustomFields(db, row._id));
    },
  );

  app.put(
    "/listings/:id/fields",
    signedIn.firstError("Replace a listing's custom fields", {
      params: vendorListingIdParamSchema,
      body: listingFieldsInputSchema,
      response: { 200: listingFieldsResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      await app.catalogueWriter.write(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        await replaceCustomFields(tx, row._id, request.body.fields);
        await touchListing(tx, row._id);
      });
      return ok(await findCustomFields(db, request.params.id));
    },
  );
};
