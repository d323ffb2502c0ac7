import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { featureAds, listings } from "@mp/db/schema/index";
import type { ListingSummary } from "@mp/contracts/listing";
import { FEATURED_IN_SUBCATEGORY } from "@mp/contracts/feature-ad";
import { preparedPerDatabase } from "../../lib/prepared.ts";
import { uuidArrayLiteral } from "../../lib/uuid-array.ts";
import { withTypoTolerance } from "../search/public.ts";
import { distanceKm, filtersOf, isPublished, withDistance, type ListingFiltersQuery } from "./listing-filters.ts";
import { summaryColumns, toSummary } from "./listing-row.ts";

const statements = preparedPerDatabase((db) => ({
  // Prepared: planning this read took three times as long as running it.
  featuredSummaries: db
    .select(summaryColumns)
    .from(listings)
    .where(and(sql`${listings.id} = any(${sql.placeholder("ids")}::uuid[])`, isPublished))
    .prepare("featured_summaries"),
}));

/** A feature ad of the listing runs at `now` (starts_at <= now < ends_at) and no moderator hid it. */
export function isRunningAd(now: Date): SQL {
  return and(lte(featureAds.startsAt, now), gt(featureAds.endsAt, now), isNull(featureAds.hiddenAt))!;
}

/**
 * Sets `featured` on a page of summaries with one indexed query (feature_ads_listing_idx) for
 * the whole page, whatever its size.
 */
export async function markFeatured(db: Database, summaries: ListingSummary[], now: Date): Promise<ListingSummary[]> {
  if (summaries.length === 0) return summaries;
  const running = await db
    .select({ listingId: featureAds.listingId })
    .from(featureAds)
    .where(
      and(
        inArray(
          featureAds.listingId,
          summaries.map((summary) => summary._id),
        ),
        isRunningAd(now),
      ),
    );
  const featured = new Set(running.map((row) => row.listingId));
  return summaries.map((summary) => ({ ...summary, featured: featured.has(summary._id) }));
}

/**
 * The subcategory's featured listings that match the same filters: published, with a feature ad
 * running now, a fair random pick of at most FEATURED_IN_SUBCATEGORY. The subcategory's index
 * bounds the rows read and each is checked against feature_ads_listing_idx by a lateral probe:
 * written as EXISTS, PostgreSQL hashes every running ad instead (10,000 in the bench: 7–11 ms
 * against 1 ms). Only the picked ids are then read whole.
 */
export async function findFeaturedOfSubcategory(
  db: Database,
  query: ListingFiltersQuery & { subcategoryId: string },
): Promise<ListingSummary[]> {
  const distance = query.near ? distanceKm(query.near) : null;
  const rows = await withTypoTolerance(db, query.q, (reader) => {
    const running = reader
      .select({ one: sql<number>`1`.as("one") })
      .from(featureAds)
      .where(and(eq(featureAds.listingId, listings.id), isRunningAd(query.now)))
      .limit(1)
      .as("running");
    const picked = reader
      .select({ id: listings.id })
      .from(listings)
      .innerJoinLateral(running, sql`true`)
      .where(and(...filtersOf(query)))
      .orderBy(sql`random()`)
      .limit(FEATURED_IN_SUBCATEGORY)
      .as("picked");
    return reader
      .select({ ...summaryColumns, distanceKm: distance ?? sql<null>`null` })
      .from(picked)
      .innerJoin(listings, eq(listings.id, picked.id));
  });
  return rows.map(withDistance(query.near)).map((summary) => ({ ...summary, featured: true }));
}

/** A listing with a feature ad, and that ad's period (ms). */
export type FeaturedCandidate = { listingId: string; startsAt: number; endsAt: number };

/** More featured listings than this are not all drawn from (memory stays bounded). */
const MAX_FEATURED_CANDIDATES = 50_000;

/**
 * The listings (all, or a subcategory's published ones) with a feature ad running at some moment
 * in [from, until): what the next few seconds' featured picks are drawn from in memory. Only ids
 * and periods: for all listings it reads `feature_ads` alone (3.8 ms for 10,000 running ads,
 * against 94–169 ms when it also read each listing's summary); the listings drawn
 * are read by `findFeaturedSummaries`, which also drops unpublished ones.
 */
export async function findFeaturedCandidates(
  db: Database,
  subcategoryId: string | null,
  from: Date,
  until: Date,
): Promise<FeaturedCandidate[]> {
  const period = { listingId: featureAds.listingId, startsAt: featureAds.startsAt, endsAt: featureAds.endsAt };
  // An ad a moderator hid draws nothing.
  const running = and(gt(featureAds.endsAt, from), lte(featureAds.startsAt, until), isNull(featureAds.hiddenAt));
  const rows = subcategoryId
    ? await db
        .select(period)
        .from(featureAds)
        .innerJoin(listings, eq(listings.id, featureAds.listingId))
        .where(and(eq(listings.subcategoryId, subcategoryId), isPublished, running))
        .limit(MAX_FEATURED_CANDIDATES)
    : await db.select(period).from(featureAds).where(running).limit(MAX_FEATURED_CANDIDATES);
  return rows.map(({ listingId, startsAt, endsAt }) => ({
    listingId,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
  }));
}

/**
 * Up to `count` ids of the candidates running at `now`, in random order, each listing as likely
 * as any other. A listing has at most one ad running at a time (overlaps are refused), and nearly
 * every candidate runs (they were read for the next few seconds), so random tries find them at
 * once; only when the tries run out are the running ones listed.
 */
export function drawFeatured(candidates: readonly FeaturedCandidate[], now: number, count: number): string[] {
  const isRunning = (c: FeaturedCandidate) => c.startsAt <= now && now < c.endsAt;
  const picked = new Set<string>();
  for (let tries = 0; tries < count * 8 && picked.size < count && candidates.length > 0; tries += 1) {
    const candidate = candidates[Math.floor(Math.random() * candidates.length)]!;
    if (isRunning(candidate)) picked.add(candidate.listingId);
  }
  if (picked.size === count) return [...picked];
  // Few run now (or few exist): the first `count` steps of a Fisher–Yates shuffle of those that do.
  const running = [...new Set(candidates.filter(isRunning).map((c) => c.listingId))];
  const picks = Math.min(count, running.length);
  for (let i = 0; i < picks; i += 1) {
    const j = i + Math.floor(Math.random() * (running.length - i));
    [running[i], running[j]] = [running[j]!, running[i]!];
  }
  return running.slice(0, picks);
}

/** The published ones of the drawn listings, whole and marked featured (in no particular order). */
export async function findFeaturedSummaries(db: Database, ids: readonly string[]): Promise<ListingSummary[]> {
  if (ids.length === 0) return [];
  // One array parameter, so that the statement is the same for any count.
  const rows = await statements(db).featuredSummaries.execute({ ids: uuidArrayLiteral(ids) });
  return rows.map((row) => ({ ...toSummary(row), featured: true }));
}
