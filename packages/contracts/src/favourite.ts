import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { formatNumber } from "./format.ts";
import { freelancerSummarySchema } from "./freelancer.ts";
import { jobSummarySchema } from "./job.ts";
import { listingSummarySchema } from "./listing.ts";

/** What a person can keep in their favourites ("Saved"); a freelancer's id is their profile's. */
export const favouriteTargetTypes = ["listing", "job", "freelancer"] as const;
export type FavouriteTargetType = (typeof favouriteTargetTypes)[number];

/** The most items one account keeps saved. */
export const MAX_FAVOURITES = 1000;
export const FAVOURITE_PAGE_SIZE = 12;
const MAX_FAVOURITE_PAGE_SIZE = 48;
/** The most ids `GET /api/favourites/counts` answers for at once (a page of the owner's list). */
export const MAX_COUNT_IDS = 100;

export const favouriteMessages = {
  invalidType: "Choose listing, job or freelancer.",
  invalidId: "Invalid id.",
  notFound: "This item is not available to save.",
  limit: `You can keep up to ${formatNumber(MAX_FAVOURITES)} saved items. Remove some to save more.`,
  throttled: "You are saving items too quickly. Try again later.",
} as const;

const targetTypeSchema = z.enum(favouriteTargetTypes, { message: favouriteMessages.invalidType });

/** `PUT` and `DELETE /api/favourites/{targetType}/{targetId}`. */
export const favouriteParamsSchema = z
  .object({
    targetType: targetTypeSchema,
    targetId: z
      .string()
      .max(36, { message: favouriteMessages.invalidId, abort: true })
      .pipe(z.uuid({ message: favouriteMessages.invalidId })),
  })
  .strict();

export const favouriteStateResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ saved: z.boolean() }),
});
export type FavouriteStateResponse = z.infer<typeof favouriteStateResponseSchema>;

/** `GET /api/favourites?type=&page=&limit=`: the signed-in user's saved items of one kind, newest first. */
export const favouriteListQuerySchema = z
  .object({
    type: targetTypeSchema.default("listing"),
    ...pageQueryFields(FAVOURITE_PAGE_SIZE, MAX_FAVOURITE_PAGE_SIZE),
  })
  .strict();
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;

const savedAt = { savedAt: z.iso.datetime({ offset: true }) };
export const savedListingSchema = listingSummarySchema.extend(savedAt);
export const savedJobSchema = jobSummarySchema.extend(savedAt);
export const savedFreelancerSchema = freelancerSummarySchema.extend(savedAt);
export type SavedListing = z.infer<typeof savedListingSchema>;
export type SavedJob = z.infer<typeof savedJobSchema>;
export type SavedFreelancer = z.infer<typeof savedFreelancerSchema>;

/** Items that are gone or hidden are left out, so a page may hold fewer than `limit`. */
export const favouritePageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.discriminatedUnion("type", [
    z.object({ type: z.literal("listing"), items: z.array(savedListingSchema) }),
    z.object({ type: z.literal("job"), items: z.array(savedJobSchema) }),
    z.object({ type: z.literal("freelancer"), items: z.array(savedFreelancerSchema) }),
  ]),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type FavouritePageResponse = z.infer<typeof favouritePageResponseSchema>;

/** `GET /api/favourites/mine`: the ids the user saved, per kind (at most MAX_FAVOURITES in all), for the hearts. */
export const savedIdsSchema = z.object({
  listing: z.array(z.uuid()),
  job: z.array(z.uuid()),
  freelancer: z.array(z.uuid()),
});
export type SavedIds = z.infer<typeof savedIdsSchema>;
export const savedIdsResponseSchema = z.object({ result: z.literal(1), result_value: savedIdsSchema });

/**
 * `GET /api/favourites/counts?type=listing&ids=a,b`: how many people saved each of the caller's own
 * items (never who). Ids of items the caller does not own are left out of the answer.
 */
export const favouriteCountsQuerySchema = z
  .object({
    type: targetTypeSchema,
    ids: z
      .string()
      .max(MAX_COUNT_IDS * 37, { message: `At most ${MAX_COUNT_IDS} ids.`, abort: true })
      .transform((value) => [...new Set(value.split(",").filter((id) => id !== ""))])
      .pipe(
        z
          .array(z.uuid({ message: favouriteMessages.invalidId }))
          .min(1, { message: "Give at least one id." })
          .max(MAX_COUNT_IDS, { message: `At most ${MAX_COUNT_IDS} ids.` }),
      ),
  })
  .strict();

export const favouriteCountsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ counts: z.record(z.string(), z.number().int().min(0)) }),
});
export type FavouriteCountsResponse = z.infer<typeof favouriteCountsResponseSchema>;
