import { sql } from "drizzle-orm";
import { featureAds, listings } from "@mp/db/schema/index";

/** The statements' shared conditions: today's UTC day, a public listing, a feature ad that runs now. */
export const today = sql`(now() at time zone 'utc')::date`;
export const isVisible = sql`${listings.status} = 'published' and ${listings.hiddenAt} is null`;
/** The feature ad that runs now (one per listing at a time: the vendor routes refuse overlaps). */
export const isRunningAd = sql`${featureAds.startsAt} <= now() and ${featureAds.endsAt} > now() and ${featureAds.hiddenAt} is null`;
