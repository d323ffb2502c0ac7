import { and, asc, eq, inArray, isNull, lt, notExists, sql, type AnyColumn } from "drizzle-orm";
import { savedSearches, savedSearchMatches, users } from "@mp/db/schema/index";
import type { SavedSearchFrequency, SavedSearchKind } from "@mp/contracts/saved-search";
import type { Executor } from "../../lib/executor.ts";
import { isOpenJobId } from "../jobs/public.ts";
import { isPublicListingId } from "../listings/public.ts";

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

/** Whether `itemId` is not matched to the search yet (the match table's primary key). */
export const notMatched = (savedSearchId: string, itemId: AnyColumn) =>
  notExists(
    sql`(select 1 from ${savedSearchMatches} m where m.saved_search_id = ${savedSearchId} and m.item_id = ${itemId})`,
  );

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
  kind === "listings" ? isPublicListingId(savedSearchMatches.itemId) : isOpenJobId(savedSearchMatches.itemId);

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
