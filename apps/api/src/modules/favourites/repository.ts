import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { categories, favourites, freelancers, jobs, listings } from "@mp/db/schema/index";
import {
  MAX_FAVOURITES,
  type FavouriteTargetType,
  type SavedFreelancer,
  type SavedIds,
  type SavedJob,
  type SavedListing,
} from "@mp/contracts/favourite";
import type { Executor } from "../../lib/executor.ts";
import { freelancerSummaryColumns, isFreelancerPublic, toFreelancerSummary } from "../freelancers/public.ts";
import { isOpenJob, jobSummaryColumns, toJobSummary } from "../jobs/public.ts";
import { isListingPublic, listingSummaryColumns, toListingSummary } from "../listings/public.ts";

type Page = { limit: number; offset: number };
type Target = { userId: string; targetType: FavouriteTargetType; targetId: string };

/** Whether the item exists and anyone may see it: only those can be saved (primary keys). */
export async function isTargetPublic(db: Executor, targetType: FavouriteTargetType, id: string): Promise<boolean> {
  const query = {
    listing: () =>
      db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, id), isListingPublic)),
    job: () =>
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, id), isOpenJob)),
    freelancer: () =>
      db
        .select({ id: freelancers.id })
        .from(freelancers)
        .where(and(eq(freelancers.id, id), isFreelancerPublic)),
  }[targetType];
  const [row] = await query().limit(1);
  return row !== undefined;
}

/** Saves the item; false when it was saved already (the primary key: a second save, concurrent or not, adds nothing). */
export async function insertFavourite(db: Executor, target: Target): Promise<boolean> {
  const rows = await db
    .insert(favourites)
    .values(target)
    .onConflictDoNothing()
    .returning({ targetId: favourites.targetId });
  return rows.length > 0;
}

export async function deleteFavourite(db: Executor, { userId, targetType, targetId }: Target): Promise<void> {
  await db
    .delete(favourites)
    .where(
      and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), eq(favourites.targetId, targetId)),
    );
}

/** How many items the user keeps, counted no further than one past the cap (the primary key's prefix). */
export async function countFavourites(db: Executor, userId: string): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .limit(MAX_FAVOURITES + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** The user's saved ids per kind, newest first (favourites_user_created_idx); at most the cap. */
export async function findSavedIds(db: Executor, userId: string): Promise<SavedIds> {
  const rows = await db
    .select({ targetType: favourites.targetType, targetId: favourites.targetId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), asc(favourites.targetId))
    .limit(MAX_FAVOURITES);
  const ids: SavedIds = { listing: [], job: [], freelancer: [] };
  for (const row of rows) ids[row.targetType].push(row.targetId);
  return ids;
}

/** The user's favourites of one kind joined to their items, newest saved first; gone or hidden items drop out. */
function savedOf(userId: string, targetType: FavouriteTargetType, visible: SQL) {
  return and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), visible);
}
const newestSaved = [desc(favourites.createdAt), asc(favourites.targetId)] as const;
const iso = (date: Date) => date.toISOString();

export async function findSavedListings(db: Executor, userId: string, page: Page): Promise<SavedListing[]> {
  const rows = await db
    .select({ ...listingSummaryColumns, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.targetId))
    .where(savedOf(userId, "listing", isListingPublic))
    .orderBy(...newestSaved)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ savedAt, ...row }) => ({ ...toListingSummary(row), savedAt: iso(savedAt) }));
}

export async function findSavedJobs(db: Executor, userId: string, page: Page): Promise<SavedJob[]> {
  const rows = await db
    .select({ ...jobSummaryColumns, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(jobs, eq(jobs.id, favourites.targetId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(savedOf(userId, "job", isOpenJob))
    .orderBy(...newestSaved)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ savedAt, ...row }) => ({ ...toJobSummary(row), savedAt: iso(savedAt) }));
}

export async function findSavedFreelancers(db: Executor, userId: string, page: Page): Promise<SavedFreelancer[]> {
  const rows = await db
    .select({ ...freelancerSummaryColumns, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(freelancers, eq(freelancers.id, favourites.targetId))
    .innerJoin(categories, eq(categories.id, freelancers.categoryId))
    .where(savedOf(userId, "freelancer", isFreelancerPublic))
    .orderBy(...newestSaved)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ savedAt, ...row }) => ({ ...toFreelancerSummary(row), savedAt: iso(savedAt) }));
}

/** Each kind's id column and the column naming its owner. */
const owned = {
  listing: { table: listings, id: listings.id, owner: listings.vendorId },
  job: { table: jobs, id: jobs.id, owner: jobs.employerId },
  freelancer: { table: freelancers, id: freelancers.id, owner: freelancers.userId },
} as const;

/**
 * How many people saved each of `ids` that `ownerId` owns, in one grouped query
 * (favourites_target_idx); 0 for an owned item nobody saved, nothing for anyone else's.
 */
export async function countSavesOfOwned(
  db: Executor,
  targetType: FavouriteTargetType,
  ids: string[],
  ownerId: string,
): Promise<Record<string, number>> {
  const { table, id, owner } = owned[targetType];
  const rows = await db
    .select({ id, saves: count(favourites.targetId) })
    .from(table)
    .leftJoin(favourites, and(eq(favourites.targetType, targetType), eq(favourites.targetId, id)))
    .where(and(inArray(id, ids), eq(owner, ownerId)))
    .groupBy(id);
  return Object.fromEntries(rows.map((row) => [row.id, row.saves]));
}
