import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clientIdParamSchema,
  clientMessages,
  clientProfileDetailsRequestSchema,
  clientProfileDetailsResponseSchema,
  clientProfileInputSchema,
  clientProfileResponseSchema,
} from "@mp/contracts/client";
import { AppError } from "../../lib/app-error.ts";
import { requireReadable } from "../../lib/hidden-reader.ts";
import type { Executor } from "../../lib/executor.ts";
import { isAdmin } from "../../lib/ownership.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { deleteUnusedImages, holdOwnedImage } from "../uploads/public.ts";
import {
  addClientRole,
  findClientProfile,
  findClientUserDetails,
  findPostedJobs,
  insertClient,
  lockAccountRoles,
  lockOwnClient,
  updateClient,
} from "./repository.ts";

/** Refuses a logo that is not one of the caller's images (unless it is the one the profile has). */
async function checkLogo(tx: Executor, userId: string, logoImageId: string | null, current: string | null) {
  if (!logoImageId || logoImageId === current) return;
  // Someone else's image is as good as missing: its existence is not revealed.
  if (!(await holdOwnedImage(tx, logoImageId, userId))) {
    throw new AppError("NOT_FOUND", clientMessages.imageNotFound, { logoImageId: [clientMessages.imageNotFound] });
  }
}

/**
 * The member (client) side of an account: register once (`POST /api/clients/register`, which adds
 * the Client privilege), edit (`PUT /api/clients/me`), the profile (`GET /api/clients/{id}`) and the
 * spec's `POST /api/clientProfileDetails` for the owner or an admin.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Clients"], app.authenticate);
  const { db } = app.database;
  const storage = app.config.storage;
  const ownProfile = async (id: string) => (await findClientProfile(db, storage, id, { withContact: true }))!;

  app.post(
    "/clients/register",
    signedIn.firstError("Register the signed-in account as a client (once)", {
      body: clientProfileInputSchema,
      response: { 201: clientProfileResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const input = request.body;
      const id = await db.transaction(async (tx) => {
        const roles = await lockAccountRoles(tx, me._id);
        if (!roles) throw new AppError("NOT_FOUND", "User not found.");
        if (roles.includes("Client") || (await lockOwnClient(tx, me._id))) {
          throw new AppError("CONFLICT", clientMessages.alreadyClient);
        }
        await checkLogo(tx, me._id, input.logoImageId, null);
        const created = await insertClient(tx, me._id, input);
        await addClientRole(tx, me._id);
        await insertAccountEvent(tx, me._id, "registered_client", originOf(request), input.CompanyName);
        return created;
      });
      return reply.code(201).send(ok(await ownProfile(id)));
    },
  );

  app.put(
    "/clients/me",
    signedIn.firstError("Save the signed-in client's profile", {
      body: clientProfileInputSchema,
      response: { 200: clientProfileResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const input = request.body;
      const own = await db.transaction(async (tx) => {
        const current = await lockOwnClient(tx, me._id);
        if (!current) throw new AppError("NOT_FOUND", clientMessages.notClient);
        await checkLogo(tx, me._id, input.logoImageId, current.logoImageId);
        await updateClient(tx, current.id, input);
        return current;
      });
      if (own.logoImageId && own.logoImageId !== input.logoImageId) {
        await deleteUnusedImages(db, app.fileStore, [own.logoImageId], request.log);
      }
      return ok(await ownProfile(own.id));
    },
  );

  app.get(
    "/clients/:id",
    {
      schema: {
        tags: ["Clients"],
        summary: "A client's public profile (by profile id or user id), without email and phone",
        params: clientIdParamSchema,
        response: { 200: clientProfileResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      // The contact details go to the owner and admins only, through clientProfileDetails.
      const profile = await findClientProfile(db, storage, request.params.id.toLowerCase(), { withContact: false });
      return ok(await requireReadable(app, request, profile, clientMessages.notFound));
    },
  );

  app.post(
    "/clientProfileDetails",
    signedIn.firstError("A client's profile, hiring allowance and posted jobs (spec); the owner or an admin", {
      body: clientProfileDetailsRequestSchema,
      response: { 200: clientProfileDetailsResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { page, limit } = request.body;
      const id = request.body.id.toLowerCase();
      // Anyone else's details are as good as missing.
      if (id !== me._id && !isAdmin(me)) throw new AppError("NOT_FOUND", clientMessages.notFound);
      const [profile, details, jobs] = await Promise.all([
        findClientProfile(db, storage, id, { withContact: true }),
        findClientUserDetails(db, id),
        findPostedJobs(db, id, pageWindow({ page, limit })),
      ]);
      if (!profile || profile.userId !== id || !details) throw new AppError("NOT_FOUND", clientMessages.notFound);
      const { result_value, meta } = pagedResult(jobs, { page, limit });
      return {
        result: 1 as const,
        result_value: { findClient: profile, UserDetails: details, jobs: result_value },
        meta,
      };
    },
  );
};
