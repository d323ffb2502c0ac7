import { and, count, eq, gt } from "drizzle-orm";
import { users, type bannerAds, type featureAds } from "@mp/db/schema/index";
import type { Executor } from "./repository.ts";

/** The tables of a vendor's paid ads: each row has an owner and a period `[startsAt, endsAt)`. */
type AdTable = typeof bannerAds | typeof featureAds;

export function adStatusOf(row: { startsAt: Date; endsAt: Date }, now = new Date()): "scheduled" | "active" | "ended" {
  if (now < row.startsAt) return "scheduled";
  return now < row.endsAt ? "active" : "ended";
}

/** How many of the vendor's ads have not ended, counted while holding their user row so two creations cannot both pass. */
export async function lockAndCountLiveAds(tx: Executor, table: AdTable, vendorId: string, now: Date): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, vendorId)).for("update");
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.vendorId, vendorId), gt(table.endsAt, now)));
  return row?.n ?? 0;
}
