import { asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { listings } from "@mp/db/schema/index";
import type { ListingListQuery, ListingSummary } from "@mp/contracts/listing";
import { textMatch } from "../search/public.ts";
import { toSummary, type SummaryRow } from "./listing-row.ts";

/**
 * A literal, not a bound parameter: the partial indexes (status = 'published') then suit every
 * plan, the generic plans of the prepared statements included. A listing a moderator (or a
 * suspension) hid is out of every public read.
 */
export const isPublished = sql`${listings.status} = 'published' and ${listings.hiddenAt} is null`;
/** "nulls last" as the indexes have it (drizzle's `.desc()`); plain `desc` would not match them and sort instead. */
export const newestFirst = [sql`${listings.publishedAt} desc nulls last`, asc(listings.id)] as const;

export type ListingFiltersQuery = Omit<ListingListQuery, "page" | "limit"> & { now: Date };

/** The clock of "open now": weekday (0 = Sunday) and "HH:MM", both in UTC. */
export function openingClock(now: Date): { weekday: string; time: string } {
  return { weekday: String(now.getUTCDay()), time: now.toISOString().slice(11, 16) };
}

/** Great-circle distance in km (haversine); null for a listing without coordinates. */
export function distanceKm({ lat, lng }: { lat: number; lng: number }): SQL<number | null> {
  const { latitude, longitude } = listings;
  return sql<number | null>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)
  ))))`.mapWith(Number);
}

export function withDistance(near: ListingFiltersQuery["near"]) {
  return ({ distanceKm: km, ...row }: SummaryRow & { distanceKm: number | null }): ListingSummary => {
    const summary = toSummary(row);
    return near ? { ...summary, distanceKm: km === null ? null : Math.round(km * 1000) / 1000 } : summary;
  };
}

/** The conditions of the query's filters; typo tolerance is the caller's. */
export function filtersOf(query: ListingFiltersQuery): SQL[] {
  const { q } = query;
  const where: SQL[] = [isPublished];
  if (query.subcategoryId) where.push(eq(listings.subcategoryId, query.subcategoryId));
  if (query.categoryId) where.push(eq(listings.categoryId, query.categoryId));
  if (query.kind) where.push(eq(listings.kind, query.kind));
  if (q) where.push(textMatch(q, listings.searchVector, listings.name));
  if (query.minPrice !== undefined) where.push(gte(listings.priceCents, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(listings.priceCents, query.maxPrice));
  if (query.openNow === "true") {
    const { weekday, time } = openingClock(query.now);
    // Seeded spans never cross midnight; "HH:MM" strings compare in time order.
    where.push(sql`exists (
      select 1 from jsonb_array_elements(coalesce(${listings.openingHours} -> ${weekday}::text, '[]'::jsonb)) as span(value)
      where span.value ->> 'open' <= ${time}::text and ${time}::text < span.value ->> 'close')`);
  }
  return where;
}
