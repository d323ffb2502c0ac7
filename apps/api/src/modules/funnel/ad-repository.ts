import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { featureAdDailyStats, featureAds, listings } from "@mp/db/schema/index";
import type { AdFunnelCounts } from "@mp/contracts/funnel";
import type { User } from "@mp/contracts/user";
import { ownedBy } from "../../lib/ownership.ts";
import { uuidArray } from "../../lib/uuid-array.ts";
import { isRunningAd, isVisible, today } from "./conditions.ts";
import { dayBetween, daysOf, rowCount } from "./repository.ts";

/** One more impression today for the running feature ad of each listing of `listingIds`. */
export async function countFeatureAdImpressions(db: Database, listingIds: readonly string[]): Promise<number> {
  if (listingIds.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${featureAdDailyStats} (ad_id, day, impressions)
    select ${featureAds.id}, ${today}, 1 from ${featureAds}
    join ${listings} on ${listings.id} = ${featureAds.listingId}
    where ${featureAds.listingId} = any(${uuidArray(listingIds)}) and ${isRunningAd} and ${isVisible}
    on conflict (ad_id, day) do update set impressions = ${featureAdDailyStats.impressions} + 1
    returning ad_id`);
  return rowCount(result);
}

/** The id of the listing's running feature ad while the listing is public (feature_ads_listing_idx). */
export async function findRunningFeatureAd(db: Database, listingId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: featureAds.id })
    .from(featureAds)
    .innerJoin(listings, eq(listings.id, featureAds.listingId))
    .where(and(eq(featureAds.listingId, listingId), isRunningAd, isVisible))
    .limit(1);
  return row?.id ?? null;
}

/** One more click (a visit the ad opened) on today's row of the ad. */
export async function countFeatureAdClick(db: Database, adId: string): Promise<void> {
  await db
    .insert(featureAdDailyStats)
    .values({ adId, day: today, clicks: 1 })
    .onConflictDoUpdate({
      target: [featureAdDailyStats.adId, featureAdDailyStats.day],
      set: { clicks: sql`${featureAdDailyStats.clicks} + 1` },
    });
}

const zeros: AdFunnelCounts = { impressions: 0, clicks: 0, contactClicks: 0, messages: 0, saves: 0 };

/** A feature ad the user may see the numbers of, with its counted days of the range, in one query. */
export async function findFeatureAdFunnel(db: Database, id: string, user: User, from: string, to: string) {
  const rows = await db
    .select({
      _id: featureAds.id,
      listingId: featureAds.listingId,
      listingName: listings.name,
      startsAt: featureAds.startsAt,
      endsAt: featureAds.endsAt,
      day: sql<string | null>`${featureAdDailyStats.day}::text`,
      impressions: featureAdDailyStats.impressions,
      clicks: featureAdDailyStats.clicks,
      contactClicks: featureAdDailyStats.contactClicks,
      messages: featureAdDailyStats.messages,
      saves: featureAdDailyStats.saves,
    })
    .from(featureAds)
    .innerJoin(listings, eq(listings.id, featureAds.listingId))
    .leftJoin(
      featureAdDailyStats,
      and(eq(featureAdDailyStats.adId, featureAds.id), dayBetween(featureAdDailyStats.day, from, to)),
    )
    .where(and(eq(featureAds.id, id), ownedBy(featureAds.vendorId, user)));
  const first = rows[0];
  if (!first) return null;
  const { _id, listingId, listingName, startsAt, endsAt } = first;
  return {
    ad: { _id, listingId, listingName, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
    days: daysOf(rows, from, to, zeros),
  };
}
