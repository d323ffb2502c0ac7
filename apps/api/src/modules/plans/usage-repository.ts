import { and, count, eq, gt } from "drizzle-orm";
import { bannerAds, featureAds, listings, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

/** The tables of a vendor's paid ads, by their plan limit: each row has an owner and a period `[startsAt, endsAt)`. */
const adTables = { bannerAds, featureAds } as const;

export type AdKind = keyof typeof adTables;

/** Holds the vendor's user row until commit, so that two creations counted at once cannot both pass. */
async function lockVendor(tx: Executor, vendorId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, vendorId)).for("update");
}

/** How many of the vendor's ads of `kind` have not ended, counted under the vendor's lock. */
export async function lockAndCountLiveAds(tx: Executor, kind: AdKind, vendorId: string, now: Date): Promise<number> {
  const table = adTables[kind];
  await lockVendor(tx, vendorId);
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.vendorId, vendorId), gt(table.endsAt, now)));
  return row?.n ?? 0;
}

/** How many listings the vendor has, counted under the vendor's lock. */
export async function lockAndCountListings(tx: Executor, vendorId: string): Promise<number> {
  await lockVendor(tx, vendorId);
  const [row] = await tx.select({ n: count() }).from(listings).where(eq(listings.vendorId, vendorId));
  return row?.n ?? 0;
}
