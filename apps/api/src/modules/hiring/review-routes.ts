import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  hireMessages,
  hireRequestIdParamSchema,
  hireReviewInputSchema,
  hireReviewResponseSchema,
  hireReviewsResponseSchema,
} from "@mp/contracts/hire-request";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { findHireParties, lockHireRequest } from "./repository.ts";
import { addFreelancerRating, findReviews, hasReviewed, insertReview } from "./reviews-repository.ts";

const tags = ["Hiring"];
const notFound = () => new AppError("NOT_FOUND", hireMessages.requestNotFound);

/** Each party of a completed hire rates (1–5) and comments on the other, once. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;

  app.post(
    "/hire-requests/:id/reviews",
    signedIn.firstError("Review the other party of a completed hire (once each)", {
      params: hireRequestIdParamSchema,
      body: hireReviewInputSchema,
      response: { 201: hireReviewResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const { id } = request.params;
      const { rating, comment } = request.body;
      const reviewId = await db.transaction(async (tx) => {
        // The lock makes two reviews by the same party take turns, so the check below holds.
        const hire = await lockHireRequest(tx, id);
        if (!hire || (hire.clientId !== me._id && hire.freelancerId !== me._id)) throw notFound();
        if (hire.status !== "completed") throw new AppError("CONFLICT", hireMessages.reviewTooEarly);
        if (await hasReviewed(tx, id, me._id)) throw new AppError("CONFLICT", hireMessages.reviewedTwice);
        const revieweeId = hire.clientId === me._id ? hire.freelancerId : hire.clientId;
        const created = await insertReview(tx, { hireRequestId: id, reviewerId: me._id, revieweeId, rating, comment });
        if (revieweeId === hire.freelancerId) await addFreelancerRating(tx, revieweeId, rating);
        return created;
      });
      const review = (await findReviews(db, id)).find((row) => row._id === reviewId)!;
      return reply.status(201).send(ok(review));
    },
  );

  app.get(
    "/hire-requests/:id/reviews",
    signedIn.firstError("The reviews of a hire (its two parties only)", {
      params: hireRequestIdParamSchema,
      response: { 200: hireReviewsResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { id } = request.params;
      const hire = await findHireParties(db, id);
      if (!hire || (hire.clientId !== me._id && hire.freelancerId !== me._id)) throw notFound();
      return ok(await findReviews(db, id));
    },
  );
};
