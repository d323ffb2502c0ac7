import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listingIdParamSchema } from "@mp/contracts/listing";
import {
  deletedReviewResponseSchema,
  listingReviewInputSchema,
  listingReviewsQuerySchema,
  listingReviewsResponseSchema,
  ownListingReviewResponseSchema,
  repliedReviewResponseSchema,
  reviewIdParamSchema,
  reviewMessages,
  reviewReplyInputSchema,
  savedListingReviewResponseSchema,
} from "@mp/contracts/review";
import { AppError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import type { ThrottleRule } from "../../lib/throttle.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { findListingVendor, findPublicListingRating, lockPublicListing } from "../listings/public.ts";
import {
  deleteReview,
  findDistribution,
  findOwnReview,
  findOwnReviewById,
  findReviewPage,
  insertReview,
  lockReview,
  setReply,
  updateReview,
} from "./repository.ts";

const tags = ["Reviews"];
const listingNotFound = () => new AppError("NOT_FOUND", reviewMessages.listingNotFound);
const reviewNotFound = () => new AppError("NOT_FOUND", reviewMessages.reviewNotFound);

/** New reviews one person may write: a few an hour, more a day (decision 031). */
export const reviewPostRules: readonly ThrottleRule[] = [
  { name: "review-post-hour", max: 5, windowMs: 60 * 60_000 },
  { name: "review-post-day", max: 20, windowMs: 24 * 60 * 60_000 },
];
/** Edits, deletions and replies: each rating change moves the catalogue version and ends the cached reads. */
export const reviewWriteRule: ThrottleRule = { name: "review-write", max: 30, windowMs: 60 * 60_000 };

/**
 * Reviews of listings (decision 031): anyone reads a public listing's visible reviews; a signed-in
 * person who does not own the listing writes one, edits and deletes it; the owner replies once.
 * A review's rating changes the listing's (a trigger recounts it), which cards and search show
 * from the caches: those writes go through the catalogue writer.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;
  const allowWrite = async (userId: string) => {
    if (!(await app.throttle.allow(reviewWriteRule, userId))) {
      throw new AppError("TOO_MANY_REQUESTS", reviewMessages.writesThrottled);
    }
  };

  /** `change` to the caller's own review `id` (404 for anyone else's), within the write throttle. */
  const changeOwnReview = async (request: FastifyRequest, id: string, change: (tx: CatalogueTx) => Promise<void>) => {
    const me = signedInUser(request);
    await allowWrite(me._id);
    await app.catalogueWriter.write(async (tx) => {
      const review = await lockReview(tx, id);
      if (!review || review.authorId !== me._id) throw reviewNotFound();
      await change(tx);
    });
  };

  app.get(
    "/listings/:id/reviews",
    {
      schema: {
        tags,
        summary: "A public listing's visible reviews, newest first, with its average and stars",
        params: listingIdParamSchema,
        querystring: listingReviewsQuerySchema,
        response: { 200: listingReviewsResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, limit } = request.query;
      const rating = await findPublicListingRating(db, id);
      if (!rating) throw listingNotFound();
      const [distribution, rows] = await Promise.all([
        findDistribution(db, id),
        findReviewPage(db, id, pageWindow({ page, limit })),
      ]);
      const { result_value: reviews, meta } = pagedResult(rows, { page, limit });
      const summary = { average: rating.average, count: rating.count, distribution };
      return { result: 1 as const, result_value: { summary, reviews }, meta };
    },
  );

  app.get(
    "/listings/:id/reviews/mine",
    signedIn("The signed-in person's review of a public listing (with why, if a moderator hid it), or null", {
      params: listingIdParamSchema,
      response: { 200: ownListingReviewResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { id } = request.params;
      if (!(await findPublicListingRating(db, id))) throw listingNotFound();
      return ok(await findOwnReview(db, id, me._id));
    },
  );

  app.post(
    "/listings/:id/reviews",
    signedIn.firstError("Rate (1–5) and review a public listing, once, not one's own (throttled)", {
      params: listingIdParamSchema,
      body: listingReviewInputSchema,
      response: { 201: savedListingReviewResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const { id } = request.params;
      const { rating, comment } = request.body;
      for (const rule of reviewPostRules) {
        if (!(await app.throttle.allow(rule, me._id)))
          throw new AppError("TOO_MANY_REQUESTS", reviewMessages.throttled);
      }
      const reviewId = await app.catalogueWriter.write(async (tx) => {
        const listing = await lockPublicListing(tx, id);
        if (!listing) throw listingNotFound();
        if (listing.vendorId === me._id) throw new AppError("CONFLICT", reviewMessages.ownListing);
        // The unique index decides a second review, concurrent ones included (they take turns on the lock).
        const created = await insertReview(tx, { listingId: id, authorId: me._id, rating, comment });
        if (!created) throw new AppError("CONFLICT", reviewMessages.reviewedTwice);
        await insertAccountEvent(tx, me._id, "review_posted", originOf(request), listing.name);
        return created;
      });
      return reply.status(201).send(ok((await findOwnReviewById(db, reviewId))!));
    },
  );

  app.put(
    "/reviews/:id",
    signedIn.firstError("Change one's own review's rating and comment", {
      params: reviewIdParamSchema,
      body: listingReviewInputSchema,
      response: { 200: savedListingReviewResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await changeOwnReview(request, id, (tx) => updateReview(tx, id, request.body));
      return ok((await findOwnReviewById(db, id))!);
    },
  );

  app.delete(
    "/reviews/:id",
    signedIn("Delete one's own review", {
      params: reviewIdParamSchema,
      response: { 200: deletedReviewResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await changeOwnReview(request, id, (tx) => deleteReview(tx, id));
      return ok({ message: reviewMessages.deleted });
    },
  );

  app.post(
    "/reviews/:id/reply",
    signedIn.firstError("The listing owner's one public reply to a review of it", {
      params: reviewIdParamSchema,
      body: reviewReplyInputSchema,
      response: { 200: repliedReviewResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { id } = request.params;
      await allowWrite(me._id);
      // A reply changes no rating: a plain transaction, the cached reads stay.
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, id);
        if (!review || review.isHidden || (await findListingVendor(tx, review.listingId)) !== me._id) {
          throw reviewNotFound();
        }
        if (review.hasReply || !(await setReply(tx, id, request.body.reply))) {
          throw new AppError("CONFLICT", reviewMessages.alreadyReplied);
        }
      });
      const { hidden: _hidden, ...review } = (await findOwnReviewById(db, id))!;
      return ok(review);
    },
  );
};
