import { and, count, desc, eq, sql } from "drizzle-orm";
import { savedSearches } from "@mp/db/schema/index";
import type { SavedSearch, SavedSearchInput, SavedSearchUpdate } from "@mp/contracts/saved-search";
import type { Executor } from "../../lib/executor.ts";

const columns = {
  _id: savedSearches.id,
  kind: savedSearches.kind,
  name: savedSearches.name,
  path: savedSearches.path,
  params: savedSearches.params,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  lastMailedAt: savedSearches.lastMailedAt,
};

type Row = { createdAt: Date; lastMailedAt: Date | null } & Omit<SavedSearch, "createdAt" | "lastMailedAt">;

function toSavedSearch(row: Row): SavedSearch {
  return { ...row, createdAt: row.createdAt.toISOString(), lastMailedAt: row.lastMailedAt?.toISOString() ?? null };
}

/** A person's saved searches, newest first (saved_searches_user_created_idx); at most the cap exist. */
export async function findSavedSearchesOf(db: Executor, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/**
 * Saves a search unless the person already keeps `max`: the count and the insert run under a lock
 * on the person's user row, so two saves at once cannot both pass the cap. Null when at the cap.
 */
export async function insertSavedSearch(
  tx: Executor,
  userId: string,
  input: SavedSearchInput,
  max: number,
): Promise<SavedSearch | null> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  if ((held?.n ?? 0) >= max) return null;
  const [row] = await tx
    .insert(savedSearches)
    .values({ userId, ...input })
    .returning(columns);
  return toSavedSearch(row!);
}

/** Renames it or changes its frequency when it is the person's; null when it is not (or is gone). */
export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  changes: SavedSearchUpdate,
): Promise<SavedSearch | null> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(columns);
  return row ? toSavedSearch(row) : null;
}

/** Deletes it when it is the person's (its matches go with it); false when it is not. */
export async function deleteSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Deletes it whoever's it is (a signed unsubscribe link names it); its name, or null when it was gone. */
export async function deleteSavedSearchById(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.delete(savedSearches).where(eq(savedSearches.id, id)).returning({ name: savedSearches.name });
  return row?.name ?? null;
}
