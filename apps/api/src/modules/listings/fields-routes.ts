import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  listingFieldsInputSchema,
  listingFieldsResponseSchema,
  vendorListingIdParamSchema,
} from "@mp/contracts/vendor-listing";
import { signedInUser } from "../../plugins/authenticate.ts";
import { findCustomFields, replaceCustomFields } from "./fields-repository.ts";
import { requireOwnedListing, touchListing } from "./owner-repository.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";

/** `/api/vendor/listings/{id}/fields`: the custom fields of a vendor's own listing. */
export const listingFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const one = <T>(value: T) => ({ result: 1 as const, result_value: value });

  app.addHook("onRequest", app.authenticate);

  app.get(
    "/listings/:id/fields",
    {
      schema: {
        tags: ["Vendor listings"],
        summary: "A listing's custom fields",
        security: bearerSecurity,
        params: vendorListingIdParamSchema,
        response: { 200: listingFieldsResponseSchema },
      },
    },
    async (request) => {
      const row = await requireOwnedListing(db, request.params.id, signedInUser(request));
      return one(await findCustomFields(db, row._id));
    },
  );

  app.put(
    "/listings/:id/fields",
    {
      schema: {
        tags: ["Vendor listings"],
        summary: "Replace a listing's custom fields",
        security: bearerSecurity,
        params: vendorListingIdParamSchema,
        body: listingFieldsInputSchema,
        response: { 200: listingFieldsResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.catalogueWriter.write(async (tx) => {
        const row = await requireOwnedListing(tx, request.params.id, user, true);
        await replaceCustomFields(tx, row._id, request.body.fields);
        await touchListing(tx, row._id);
      });
      return one(await findCustomFields(db, request.params.id));
    },
  );
};
