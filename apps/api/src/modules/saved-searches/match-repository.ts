import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notExists, sql, type SQL } from "drizzle-orm";
import { jobs, listings, savedSearches, savedSearchMatches, users } from "@mp/db/schema/index";
import type { SavedSearchFrequency, SavedSearchKind } from "@mp/contracts/saved-search";
import type { Executor } from "../../lib/executor.ts";
import { isOpenJob } from "../jobs/public.ts";
import { isListingPublic } from "../listings/public.ts";

/**
 * The scheduled alerts' SQL. Due searches are picked `FOR UPDATE OF saved_searches SKIP LOCKED`
 * on saved_searches_due_idx (frequency, checked_until): a search another process is matching is
 * left to it, and its row stays locked until the batch commits.
 */

export type DueSearch = {
  id: string;
  kind: SavedSearchKind;
  name: string;
  path: string;
  params: Record<string, string>;
  checkedUntil: Date;
  lastMailedAt: Date | null;
  user: { email: string; name: string };
};

export function pickDueSearches(
  tx: Executor,
  frequency: SavedSearchFrequency,
  checkedBefore: Date,
  limit: number,
): Promise<DueSearch[]> {
  return tx
    .select({
      id: savedSearches.id,
      kind: savedSearches.kind,
      name: savedSearches.name,
      path: savedSearches.path,
      params: savedSearches.params,
      checkedUntil: savedSearches.checkedUntil,
      lastMailedAt: savedSearches.lastMailedAt,
      user: { email: users.email, name: sql<string>`coalesce(${users.displayName}, ${users.name})` },
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.frequency, frequency), lt(savedSearches.checkedUntil, checkedBefore)))
    .orderBy(asc(savedSearches.checkedUntil), asc(savedSearches.id))
    .limit(limit)
    .for("update", { of: savedSearches, skipLocked: true });
}

/** A found item and when it was published: the watermark moves to the last one's time. */
export type Candidate = { id: string; at: Date };

const notMatched = (savedSearchId: string, itemId: SQL | typeof listings.id | typeof jobs.id) =>
  notExists(
    sql`(select 1 from ${savedSearchMatches} m where m.saved_search_id = ${savedSearchId} and m.item_id = ${itemId})`,
  );

/**
 * Visible listings meeting `where` (the public list's filters), published from `from` to `upTo`
 * and not yet matched to the search, oldest first: from `from` inclusive, so that listings
 * published at the same instant as a batch's last one are not skipped; the match table keeps
 * each from being taken twice.
 */
export async function findNewListings(
  tx: Executor,
  search: { id: string; where: SQL[] },
  from: Date,
  upTo: Date,
  limit: number,
): Promise<Candidate[]> {
  const rows = await tx
    .select({ id: listings.id, at: listings.publishedAt })
    .from(listings)
    .where(
      and(
        ...search.where,
        gte(listings.publishedAt, from),
        lte(listings.publishedAt, upTo),
        notMatched(search.id, listings.id),
      ),
    )
    .orderBy(asc(listings.publishedAt), asc(listings.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, at: row.at! }));
}

/** Open jobs meeting `where` (the job list's filters), posted from `from` to `upTo`, not yet matched; oldest first. */
export async function findNewJobs(
  tx: Executor,
  search: { id: string; where: SQL[] },
  from: Date,
  upTo: Date,
  limit: number,
): Promise<Candidate[]> {
  return tx
    .select({ id: jobs.id, at: jobs.createdAt })
    .from(jobs)
    .where(and(...search.where, gte(jobs.createdAt, from), lte(jobs.createdAt, upTo), notMatched(search.id, jobs.id)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
}

/** Records the matches (each once: the primary key) and moves the search's watermark, in the caller's transaction. */
export async function recordMatches(tx: Executor, savedSearchId: string, itemIds: string[], checkedUntil: Date) {
  if (itemIds.length > 0) {
    await tx
      .insert(savedSearchMatches)
      .values(itemIds.map((itemId) => ({ savedSearchId, itemId })))
      .onConflictDoNothing();
  }
  await tx.update(savedSearches).set({ checkedUntil }).where(eq(savedSearches.id, savedSearchId));
}

const visibleItem = (kind: SavedSearchKind) =>
  kind === "listings"
    ? sql`exists (select 1 from ${listings} where ${listings.id} = ${savedSearchMatches.itemId} and ${isListingPublic})`
    : sql`exists (select 1 from ${jobs} where ${jobs.id} = ${savedSearchMatches.itemId} and ${isOpenJob})`;

/** At most this many matches go into one mail (10 named, the rest counted). */
const CLAIM_LIMIT = 500;

/**
 * Claims the search's unmailed matches whose items are still visible: `mailed_at` is set in the
 * caller's transaction, so a second runner finds nothing to mail. Unmailed matches of items that
 * were hidden, closed or unpublished meanwhile are dropped: they are never mailed.
 */
export async function claimUnmailed(tx: Executor, search: { id: string; kind: SavedSearchKind }, now: Date) {
  const unmailed = and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.mailedAt));
  await tx.delete(savedSearchMatches).where(and(unmailed, sql`not ${visibleItem(search.kind)}`));
  const claimable = tx
    .select({ itemId: savedSearchMatches.itemId })
    .from(savedSearchMatches)
    .where(unmailed)
    .orderBy(asc(savedSearchMatches.matchedAt))
    .limit(CLAIM_LIMIT);
  const rows = await tx
    .update(savedSearchMatches)
    .set({ mailedAt: now })
    .where(and(unmailed, inArray(savedSearchMatches.itemId, claimable)))
    .returning({ itemId: savedSearchMatches.itemId });
  if (rows.length > 0) await tx.update(savedSearches).set({ lastMailedAt: now }).where(eq(savedSearches.id, search.id));
  return rows.map((row) => row.itemId);
}

/** Gives a claim back when its mail could not be sent: the next run mails those matches again. */
export async function unclaim(db: Executor, savedSearchId: string, mailedAt: Date, lastMailedAt: Date | null) {
  await db
    .update(savedSearchMatches)
    .set({ mailedAt: null })
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.mailedAt, mailedAt)));
  await db
    .update(savedSearches)
    .set({ lastMailedAt })
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.lastMailedAt, mailedAt)));
}

export type MailedListing = { id: string; name: string; priceCents: number | null; currency: string; city: string };
export type MailedJob = { id: string; title: string; companyName: string; location: string };

/** The newest `limit` of the claimed listings, for the mail. */
export function findMailedListings(db: Executor, ids: string[], limit: number): Promise<MailedListing[]> {
  return db
    .select({
      id: listings.id,
      name: listings.name,
      priceCents: listings.priceCents,
      currency: listings.currency,
      city: listings.city,
    })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(desc(listings.publishedAt), asc(listings.id))
    .limit(limit);
}

export function findMailedJobs(db: Executor, ids: string[], limit: number): Promise<MailedJob[]> {
  return db
    .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName, location: jobs.location })
    .from(jobs)
    .where(inArray(jobs.id, ids))
    .orderBy(desc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
}
