import { and, eq, sql } from "drizzle-orm";
import { listings } from "@mp/db/schema/index";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import { isPublished } from "./listing-filters.ts";

// What reviews and the vendor page read of listings (decision 031): the rating columns the reviews'
// trigger keeps (migration 0014), a listing's owner, and the lock a new review takes.

export type ReviewableListing = { id: string; vendorId: string; name: string };

/** A public listing for a new review, its row locked; null when it is missing, a draft or hidden. */
export async function lockPublicListing(tx: CatalogueTx, id: string): Promise<ReviewableListing | null> {
  // The lock makes the reviews of one listing take turns: the recount trigger of the second then
  // starts after the first committed and counts it (a concurrent recount would miss it).
  const [row] = await tx
    .select({ id: listings.id, vendorId: listings.vendorId, name: listings.name })
    .from(listings)
    .where(and(eq(listings.id, id), isPublished))
    .limit(1)
    .for("no key update");
  return row ?? null;
}

/** Whose listing `id` is, whatever its status; null when there is none. */
export async function findListingVendor(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ vendorId: listings.vendorId }).from(listings).where(eq(listings.id, id)).limit(1);
  return row?.vendorId ?? null;
}

/** A public listing's rating as the trigger keeps it; null when the listing is not public. */
export async function findPublicListingRating(
  db: Executor,
  id: string,
): Promise<{ vendorId: string; average: number | null; count: number } | null> {
  const [row] = await db
    .select({ vendorId: listings.vendorId, average: listings.ratingAverage, count: listings.ratingCount })
    .from(listings)
    .where(and(eq(listings.id, id), isPublished))
    .limit(1);
  if (!row) return null;
  return { vendorId: row.vendorId, average: row.average === null ? null : Number(row.average), count: row.count };
}

/**
 * A vendor's rating over their public listings: sum(rating_sum) / sum(rating_count), from the
 * counts the trigger keeps (listings_vendor_idx finds the vendor's few rows).
 */
export async function findVendorRating(
  db: Executor,
  vendorId: string,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({
      sum: sql<string | null>`sum(${listings.ratingSum})`,
      count: sql<string | null>`sum(${listings.ratingCount})`,
    })
    .from(listings)
    .where(and(eq(listings.vendorId, vendorId), isPublished));
  const total = Number(row?.count ?? 0);
  const sum = Number(row?.sum ?? 0);
  return { average: total > 0 ? Math.round((sum / total) * 100) / 100 : null, count: total };
}
