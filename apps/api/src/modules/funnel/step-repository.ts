import { sql } from "drizzle-orm";
import { featureAds, listings } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { isRunningAd, isVisible, today } from "./conditions.ts";

/** A step of a listing's funnel that happens on its page, and its column in both day tables. */
const columns = {
  view: "views",
  contact: "contact_clicks",
  message: "messages",
  save: "saves",
} as const;
export type ListingStep = keyof typeof columns;

/**
 * One more `step` on today's (UTC) row of the listing and — in the same statement, so the two
 * never disagree — on the row of the feature ad whose visit it happened in (`adId`, from the
 * signed visit), only if that ad runs now, is not hidden and promotes this very listing, and the
 * listing is public. A view is the listing's own: the ad's visits are its clicks (decision 040).
 */
export async function countListingStep(
  db: Executor,
  listingId: string,
  step: ListingStep,
  adId: string | null = null,
): Promise<void> {
  const column = sql.raw(columns[step]);
  const listingRow = sql`
    insert into listing_daily_stats (listing_id, day, ${column}) values (${listingId}, ${today}, 1)
    on conflict (listing_id, day) do update set ${column} = listing_daily_stats.${column} + 1`;
  if (adId === null || step === "view") {
    await db.execute(listingRow);
    return;
  }
  await db.execute(sql`
    with listing_row as (${listingRow} returning listing_id)
    insert into feature_ad_daily_stats (ad_id, day, ${column})
    select ${featureAds.id}, ${today}, 1 from ${featureAds}
    join ${listings} on ${listings.id} = ${featureAds.listingId}
    where ${featureAds.id} = ${adId}::uuid and ${featureAds.listingId} = ${listingId}::uuid
      and ${isRunningAd} and ${isVisible}
    on conflict (ad_id, day) do update set ${column} = feature_ad_daily_stats.${column} + 1`);
}
