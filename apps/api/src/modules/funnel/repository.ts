import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listingDailyStats, listings } from "@mp/db/schema/index";
import type { FunnelCounts, FunnelDay } from "@mp/contracts/funnel";
import { addDays } from "@mp/contracts/banner-ad";
import type { User } from "@mp/contracts/user";
import { ownedBy } from "../../lib/ownership.ts";
import { uuidArray } from "../../lib/uuid-array.ts";
import { isVisible, today } from "./conditions.ts";

/** node-postgres and PGlite both answer `{ rows }`. */
export const rowCount = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length;

/**
 * One more impression today for each of `ids` that is a published, visible listing, in one
 * statement; answers how many counted. Any other id (a draft, a hidden or unknown one) is ignored.
 */
export async function countListingImpressions(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${listingDailyStats} (listing_id, day, impressions)
    select ${listings.id}, ${today}, 1 from ${listings}
    where ${listings.id} = any(${uuidArray(ids)}) and ${isVisible}
    on conflict (listing_id, day) do update set impressions = ${listingDailyStats.impressions} + 1
    returning listing_id`);
  return rowCount(result);
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const countColumns = {
  impressions: sumOf(listingDailyStats.impressions),
  views: sumOf(listingDailyStats.views),
  contactClicks: sumOf(listingDailyStats.contactClicks),
  messages: sumOf(listingDailyStats.messages),
  saves: sumOf(listingDailyStats.saves),
};

export const zeros: FunnelCounts = { impressions: 0, views: 0, contactClicks: 0, messages: 0, saves: 0 };

/** Every day from `from` to `to`, the counted ones where there are, zeros elsewhere. */
function everyDay<C extends object>(
  rows: ReadonlyArray<C & { day: string }>,
  from: string,
  to: string,
  empty: C,
): Array<C & { day: string }> {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: Array<C & { day: string }> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(byDay.get(day) ?? { ...empty, day });
  return days;
}

/**
 * Every day of the range from the rows of a left join on a daily table: a row without a day (the
 * item had none counted) adds nothing, and a count the join left null is 0.
 */
export function daysOf<C extends Record<string, number>>(
  rows: ReadonlyArray<{ day: string | null } & { [K in keyof C]: number | null }>,
  from: string,
  to: string,
  empty: C,
): Array<C & { day: string }> {
  const counted = rows.flatMap(({ day, ...counts }) => {
    if (day === null) return [];
    const row: Record<string, unknown> = { day };
    for (const key of Object.keys(empty)) row[key] = (counts as Record<string, number | null>)[key] ?? 0;
    return [row as C & { day: string }];
  });
  return everyDay(counted, from, to, empty);
}

/** A day column within the range, both ends included. */
export const dayBetween = (column: AnyColumn, from: string, to: string) =>
  sql`${column} between ${from}::date and ${to}::date`;

/**
 * A listing the user may see the numbers of (their own, or any for an admin) with its counted
 * days of the range, in one query (the primary key's range per listing); null when it is not theirs.
 */
export async function findListingFunnel(db: Database, id: string, user: User, from: string, to: string) {
  const rows = await db
    .select({
      _id: listings.id,
      name: listings.name,
      status: listings.status,
      day: sql<string | null>`${listingDailyStats.day}::text`,
      impressions: listingDailyStats.impressions,
      views: listingDailyStats.views,
      contactClicks: listingDailyStats.contactClicks,
      messages: listingDailyStats.messages,
      saves: listingDailyStats.saves,
    })
    .from(listings)
    .leftJoin(
      listingDailyStats,
      and(eq(listingDailyStats.listingId, listings.id), dayBetween(listingDailyStats.day, from, to)),
    )
    .where(and(eq(listings.id, id), ownedBy(listings.vendorId, user)));
  const first = rows[0];
  if (!first) return null;
  return {
    listing: { _id: first._id, name: first.name, status: first.status },
    days: daysOf(rows, from, to, zeros),
  };
}

/**
 * The vendor's whole business over the range, in one query: `grouping sets` sums the days (over
 * all their listings) and each listing (over the days) at once. Listings without a counted day
 * still get their row (the left join), with zeros.
 */
export async function findBusinessFunnel(db: Database, vendorId: string, from: string, to: string) {
  const rows = await db
    .select({
      isListingRow: sql<number>`grouping(${listingDailyStats.day})`.mapWith(Number),
      day: sql<string | null>`${listingDailyStats.day}::text`,
      _id: listings.id,
      name: listings.name,
      status: listings.status,
      ...countColumns,
    })
    .from(listings)
    .leftJoin(
      listingDailyStats,
      and(eq(listingDailyStats.listingId, listings.id), dayBetween(listingDailyStats.day, from, to)),
    )
    .where(eq(listings.vendorId, vendorId))
    .groupBy(sql`grouping sets ((${listingDailyStats.day}), (${listings.id}, ${listings.name}, ${listings.status}))`);
  const days: FunnelDay[] = [];
  const perListing: Array<FunnelCounts & { _id: string; name: string; status: "draft" | "published" }> = [];
  for (const { isListingRow, day, _id, name, status, ...counts } of rows) {
    if (isListingRow === 1) perListing.push({ _id, name, status, ...counts });
    else if (day !== null) days.push({ day, ...counts });
  }
  perListing.sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
  return { days: everyDay(days, from, to, zeros), listings: perListing };
}
