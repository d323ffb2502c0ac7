import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  favouriteCountsQuerySchema,
  favouriteCountsResponseSchema,
  favouriteListQuerySchema,
  favouriteMessages,
  favouritePageResponseSchema,
  favouriteParamsSchema,
  favouriteStateResponseSchema,
  MAX_FAVOURITES,
  savedIdsResponseSchema,
} from "@mp/contracts/favourite";
import { AppError } from "../../lib/app-error.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import type { ThrottleRule } from "../../lib/throttle.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import {
  countFavourites,
  countSavesOfOwned,
  deleteFavourite,
  findSavedFreelancers,
  findSavedIds,
  findSavedJobs,
  findSavedListings,
  insertFavourite,
  isTargetPublic,
} from "./repository.ts";
import { adVisitsOf, countListingStep } from "../funnel/public.ts";

const tags = ["Favourites"];

/** Saves one account may make per hour (a save of an item already saved counts too). */
export const saveRule: ThrottleRule = { name: "favourite-save", max: 300, windowMs: 60 * 60 * 1000 };

const savedState = (saved: boolean) => ok({ saved });

/**
 * `/api/favourites`: a signed-in person's saved listings, jobs and freelancers ("Saved"). Each
 * route reads or writes the caller's own rows only; an item's owner sees how many saved it, never who.
 */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags);
  const { db } = app.database;
  const adVisits = adVisitsOf(app);
  app.addHook("onRequest", app.authenticate);

  app.put(
    "/favourites/:targetType/:targetId",
    signedIn.firstError("Save a listing, job or freelancer (idempotent)", {
      params: favouriteParamsSchema,
      response: { 200: favouriteStateResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const { targetType, targetId } = request.params;
      if (!(await app.throttle.allow(saveRule, userId))) {
        throw new AppError("TOO_MANY_REQUESTS", favouriteMessages.throttled);
      }
      await db.transaction(async (tx) => {
        if (!(await isTargetPublic(tx, targetType, targetId)))
          throw new AppError("NOT_FOUND", favouriteMessages.notFound);
        // A save that was there already changes nothing, the cap and the listing's count included.
        if (!(await insertFavourite(tx, { userId, targetType, targetId }))) return;
        if ((await countFavourites(tx, userId)) > MAX_FAVOURITES) {
          throw new AppError("CONFLICT", favouriteMessages.limit);
        }
        if (targetType === "listing") await countListingStep(tx, targetId, "save", adVisits.adOf(request, targetId));
      });
      return savedState(true);
    },
  );

  app.delete(
    "/favourites/:targetType/:targetId",
    signedIn.firstError("Remove an item from the signed-in user's saved items (idempotent)", {
      params: favouriteParamsSchema,
      response: { 200: favouriteStateResponseSchema },
    }),
    async (request) => {
      const { targetType, targetId } = request.params;
      await deleteFavourite(db, { userId: signedInUser(request)._id, targetType, targetId });
      return savedState(false);
    },
  );

  app.get(
    "/favourites",
    signedIn.firstError("The signed-in user's saved items of one kind, newest first, paged", {
      querystring: favouriteListQuerySchema,
      response: { 200: favouritePageResponseSchema },
    }),
    async (request) => {
      const userId = signedInUser(request)._id;
      const { type, page, limit } = request.query;
      const window = pageWindow({ page, limit });
      const answer = <Kind, Item>(kind: Kind, rows: Item[]) => {
        const { result_value: items, meta } = pagedResult(rows, { page, limit });
        return { result: 1 as const, result_value: { type: kind, items }, meta };
      };
      // Each kind's own query: the type narrows the answer's items with it.
      if (type === "listing") return answer(type, await findSavedListings(db, userId, window));
      if (type === "job") return answer(type, await findSavedJobs(db, userId, window));
      return answer(type, await findSavedFreelancers(db, userId, window));
    },
  );

  app.get(
    "/favourites/mine",
    signedIn("The ids of every item the signed-in user saved, per kind (the hearts on cards)", {
      response: { 200: savedIdsResponseSchema },
    }),
    async (request) => ok(await findSavedIds(db, signedInUser(request)._id)),
  );

  app.get(
    "/favourites/counts",
    signedIn.firstError("How many people saved each of the signed-in user's own items (not who)", {
      querystring: favouriteCountsQuerySchema,
      response: { 200: favouriteCountsResponseSchema },
    }),
    async (request) => {
      const { type, ids } = request.query;
      const counts = await countSavesOfOwned(db, type, ids, signedInUser(request)._id);
      return ok({ counts });
    },
  );
};
