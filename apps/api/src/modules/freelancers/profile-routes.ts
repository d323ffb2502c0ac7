import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  freelancerIdParamSchema,
  freelancerMessages,
  freelancerProfileInputSchema,
  freelancerProfileResponseSchema,
  WELCOME_CONNECTS,
  type FreelancerProfileInputParsed,
} from "@mp/contracts/freelancer";
import { AppError } from "../../lib/app-error.ts";
import { requireReadable } from "../../lib/hidden-reader.ts";
import type { Executor } from "../../lib/executor.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { grantCredits } from "../credits/public.ts";
import { deleteUnusedImages, holdOwnedImage } from "../uploads/public.ts";
import {
  addRole,
  categoryProblem,
  findFreelancerProfile,
  insertFreelancer,
  lockAccount,
  lockOwnFreelancer,
  replacePortfolio,
  updateFreelancer,
} from "./profile-repository.ts";

const CATEGORY_NOT_FOUND = "Category not found.";

/** Refuses a category that does not exist, a subcategory of another category and images that are not the caller's. */
async function checkReferences(tx: Executor, userId: string, input: FreelancerProfileInputParsed): Promise<void> {
  const problem = await categoryProblem(tx, input.categoryId, input.subcategoryId);
  if (problem === "category") {
    throw new AppError("BAD_REQUEST", CATEGORY_NOT_FOUND, { categoryId: [CATEGORY_NOT_FOUND] });
  }
  if (problem === "subcategory") {
    const message = freelancerMessages.subcategoryMismatch;
    throw new AppError("BAD_REQUEST", message, { subcategoryId: [message] });
  }
  for (const [index, item] of input.portfolio.entries()) {
    // Someone else's image is as good as missing: its existence is not revealed.
    if (!(await holdOwnedImage(tx, item.imageId, userId))) {
      const message = freelancerMessages.imageNotFound;
      throw new AppError("NOT_FOUND", message, { [`portfolio.${index}.imageId`]: [message] });
    }
  }
}

/**
 * A freelancer's own profile: register once (`POST /api/freelancers/register`, which adds the
 * Freelancer privilege and the welcome connects), edit (`PUT /api/freelancers/me`), and the
 * public page (`GET /api/freelancers/{id}`).
 */
export const freelancerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Freelancers"], app.authenticate);
  const { db } = app.database;
  const storage = app.config.storage;
  const profileOf = async (id: string) => (await findFreelancerProfile(db, storage, id))!;

  app.post(
    "/freelancers/register",
    signedIn.firstError("Register the signed-in account as a freelancer (once), with welcome connects", {
      body: freelancerProfileInputSchema,
      response: { 201: freelancerProfileResponseSchema },
    }),
    async (request, reply) => {
      const userId = signedInUser(request)._id;
      const input = request.body;
      const id = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) throw new AppError("NOT_FOUND", "User not found.");
        if (account.roles.includes("Freelancer") || (await lockOwnFreelancer(tx, userId))) {
          throw new AppError("CONFLICT", freelancerMessages.alreadyFreelancer);
        }
        await checkReferences(tx, userId, input);
        const created = await insertFreelancer(tx, userId, input, account.name);
        await replacePortfolio(tx, created, input.portfolio);
        await addRole(tx, userId, "Freelancer");
        await insertAccountEvent(tx, userId, "registered_freelancer", originOf(request));
        await grantCredits(tx, {
          userId,
          kind: "connects",
          amount: WELCOME_CONNECTS,
          reason: "grant",
          referenceType: "account",
          referenceId: "welcome-freelancer",
          note: "Welcome connects for a new freelancer",
        });
        return created;
      });
      return reply.code(201).send(ok(await profileOf(id)));
    },
  );

  app.put(
    "/freelancers/me",
    signedIn.firstError("Save the signed-in freelancer's profile and portfolio", {
      body: freelancerProfileInputSchema,
      response: { 200: freelancerProfileResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const input = request.body;
      const { id, dropped } = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        const own = account && (await lockOwnFreelancer(tx, userId));
        if (!account || !own) throw new AppError("NOT_FOUND", freelancerMessages.notFreelancer);
        await checkReferences(tx, userId, input);
        await updateFreelancer(tx, own.id, input, account.name);
        await replacePortfolio(tx, own.id, input.portfolio);
        const kept = new Set(input.portfolio.map((item) => item.imageId));
        return { id: own.id, dropped: own.imageIds.filter((imageId) => !kept.has(imageId)) };
      });
      if (dropped.length > 0) await deleteUnusedImages(db, app.fileStore, dropped, request.log);
      return ok(await profileOf(id));
    },
  );

  app.get(
    "/freelancers/:id",
    {
      schema: {
        tags: ["Freelancers"],
        summary: "A freelancer's public profile (by profile id or user id) with reviews and their average",
        params: freelancerIdParamSchema,
        response: { 200: freelancerProfileResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const profile = await findFreelancerProfile(db, storage, request.params.id.toLowerCase());
      return ok(await requireReadable(app, request, profile, freelancerMessages.notFound));
    },
  );
};
