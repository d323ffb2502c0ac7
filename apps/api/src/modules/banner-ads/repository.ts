import { and, asc, desc, eq, gt, gte, isNull, lte, sql } from "drizzle-orm";
import { bannerAdDailyStats, bannerAds, categories, storedImages } from "@mp/db/schema/index";
import {
  addDays,
  bannerAdMessages,
  startOfDay,
  utcDay,
  type BannerAdEventType,
  type BannerAdInputParsed,
  type BannerAdStatsDay,
  type ServedBannerAd,
  type ServedBannerQuery,
  type VendorBannerAd,
} from "@mp/contracts/banner-ad";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { adStatusOf } from "../../lib/ad-status.ts";
import type { Executor } from "../../lib/executor.ts";
import { ownedBy } from "../../lib/ownership.ts";
import { storedImageColumns, toImageRef, type StoredImageRow } from "../uploads/public.ts";

export const notFound = () => new AppError("NOT_FOUND", bannerAdMessages.notFound);

/** The stored instants of the vendor's days: from the first day's midnight to the midnight after the last. */
export function bannerAdValues(input: BannerAdInputParsed) {
  return {
    title: input.title,
    imageId: input.imageId,
    linkUrl: input.linkUrl,
    placement: input.placement,
    categoryId: input.categoryId,
    startsAt: startOfDay(input.startsAt),
    endsAt: startOfDay(addDays(input.endsAt, 1)),
  };
}

const totalOf = (column: typeof bannerAdDailyStats.impressions | typeof bannerAdDailyStats.clicks) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${bannerAdDailyStats}
    where ${bannerAdDailyStats.adId} = ${bannerAds.id})`.mapWith(Number);

const adColumns = {
  id: bannerAds.id,
  vendorId: bannerAds.vendorId,
  title: bannerAds.title,
  imageId: bannerAds.imageId,
  linkUrl: bannerAds.linkUrl,
  placement: bannerAds.placement,
  categoryId: bannerAds.categoryId,
  categoryName: categories.name,
  startsAt: bannerAds.startsAt,
  endsAt: bannerAds.endsAt,
  createdAt: bannerAds.createdAt,
  impressions: totalOf(bannerAdDailyStats.impressions),
  clicks: totalOf(bannerAdDailyStats.clicks),
  image: storedImageColumns,
};

function selectAds(db: Executor) {
  return db
    .select(adColumns)
    .from(bannerAds)
    .innerJoin(storedImages, eq(storedImages.id, bannerAds.imageId))
    .leftJoin(categories, eq(categories.id, bannerAds.categoryId));
}

export type BannerAdRecord = Awaited<ReturnType<typeof findOwnedBannerAd>> & {};

/** One ad the user may manage (own, or any for an admin). */
export async function findOwnedBannerAd(db: Executor, id: string, user: User) {
  const [row] = await selectAds(db)
    .where(and(eq(bannerAds.id, id), ownedBy(bannerAds.vendorId, user)))
    .limit(1);
  return row ?? null;
}

export async function requireOwnedBannerAd(db: Executor, id: string, user: User) {
  const row = await findOwnedBannerAd(db, id, user);
  if (!row) throw notFound();
  return row;
}

/** The vendor's ads, newest first, with their totals: one statement for the page. */
export async function findVendorBannerAds(
  db: Executor,
  settings: StorageSettings,
  vendorId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<VendorBannerAd[]> {
  const rows = await selectAds(db)
    .where(eq(bannerAds.vendorId, vendorId))
    .orderBy(desc(bannerAds.createdAt), asc(bannerAds.id))
    .limit(limit)
    .offset(offset);
  const now = new Date();
  return rows.map((row) => toVendorBannerAd(settings, row, now));
}

export function toVendorBannerAd(settings: StorageSettings, row: BannerAdRecord, now = new Date()): VendorBannerAd {
  return {
    _id: row.id,
    title: row.title,
    image: toImageRef(settings, row.image as StoredImageRow),
    linkUrl: row.linkUrl,
    placement: row.placement,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    startsAt: utcDay(row.startsAt),
    // Stored as the midnight after the last day.
    endsAt: addDays(utcDay(row.endsAt), -1),
    status: adStatusOf(row, now),
    impressions: row.impressions,
    clicks: row.clicks,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 400 unless `categoryId` is a top-level category. */
export async function assertCategoryExists(db: Executor, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!row) {
    throw new AppError("BAD_REQUEST", bannerAdMessages.categoryNotFound, {
      categoryId: [bannerAdMessages.categoryNotFound],
    });
  }
}

/** An ad a placement may show, with its period, so that a draw can keep to the exact instants. */
export type PlacementAd = { ad: ServedBannerAd; startsAt: number; endsAt: number };

/** More ads than this in one placement are not all drawn from (memory stays bounded). */
const MAX_PLACEMENT_ADS = 50_000;

/**
 * The placement's ads that run at some moment in [from, until): those the next draws may show.
 * Read from `banner_ads_placement_idx` (placement, category, ends_at); a category's page may name
 * its subcategory instead, and the category is found here.
 */
export async function findPlacementAds(
  db: Executor,
  settings: StorageSettings,
  { placement, categoryId, subcategoryId }: ServedBannerQuery,
  from: Date,
  until: Date,
): Promise<PlacementAd[]> {
  const category = categoryId
    ? eq(bannerAds.categoryId, categoryId)
    : subcategoryId
      ? sql`${bannerAds.categoryId} = (select category_id from subcategories where id = ${subcategoryId}::uuid)`
      : sql`${bannerAds.categoryId} is null`;
  const rows = await db
    .select({
      id: bannerAds.id,
      title: bannerAds.title,
      linkUrl: bannerAds.linkUrl,
      startsAt: bannerAds.startsAt,
      endsAt: bannerAds.endsAt,
      image: storedImageColumns,
    })
    .from(bannerAds)
    .innerJoin(storedImages, eq(storedImages.id, bannerAds.imageId))
    .where(
      and(
        eq(bannerAds.placement, placement),
        category,
        gt(bannerAds.endsAt, from),
        lte(bannerAds.startsAt, until),
        isNull(bannerAds.hiddenAt),
      ),
    )
    .limit(MAX_PLACEMENT_ADS);
  return rows.map((row) => ({
    ad: { _id: row.id, title: row.title, linkUrl: row.linkUrl, image: toImageRef(settings, row.image) },
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
  }));
}

/**
 * One of the ads running at `now`, each as likely as any other; null when none runs. Nearly every
 * ad read for the next few seconds runs, so random tries find one at once; only when the tries run
 * out are the running ones listed.
 */
export function drawRunningAd(ads: readonly PlacementAd[], now: number): ServedBannerAd | null {
  const isRunning = (entry: PlacementAd) => entry.startsAt <= now && now < entry.endsAt;
  for (let tries = 0; tries < 16 && ads.length > 0; tries += 1) {
    const entry = ads[Math.floor(Math.random() * ads.length)]!;
    if (isRunning(entry)) return entry.ad;
  }
  const running = ads.filter(isRunning);
  return running[Math.floor(Math.random() * running.length)]?.ad ?? null;
}

/** Whether the ad exists, and whether it runs at `now`: only a running ad's events count. */
export async function findAdPeriod(db: Executor, id: string) {
  const [row] = await db
    .select({ startsAt: bannerAds.startsAt, endsAt: bannerAds.endsAt })
    .from(bannerAds)
    .where(eq(bannerAds.id, id))
    .limit(1);
  return row ?? null;
}

export async function countBannerAdEvent(db: Executor, id: string, type: BannerAdEventType): Promise<void> {
  const impressions = type === "impression" ? 1 : 0;
  const clicks = type === "click" ? 1 : 0;
  await db
    .insert(bannerAdDailyStats)
    .values({ adId: id, day: sql`(now() at time zone 'utc')::date`, impressions, clicks })
    .onConflictDoUpdate({
      target: [bannerAdDailyStats.adId, bannerAdDailyStats.day],
      set: {
        impressions: sql`${bannerAdDailyStats.impressions} + ${impressions}`,
        clicks: sql`${bannerAdDailyStats.clicks} + ${clicks}`,
      },
    });
}

/** Each day from `from` to `to` (both included), zeros where nothing was counted. */
export async function findDailyStats(db: Executor, id: string, from: string, to: string): Promise<BannerAdStatsDay[]> {
  if (to < from) return [];
  const rows = await db
    .select({
      day: bannerAdDailyStats.day,
      impressions: bannerAdDailyStats.impressions,
      clicks: bannerAdDailyStats.clicks,
    })
    .from(bannerAdDailyStats)
    .where(and(eq(bannerAdDailyStats.adId, id), gte(bannerAdDailyStats.day, from), lte(bannerAdDailyStats.day, to)))
    .orderBy(asc(bannerAdDailyStats.day));
  const byDay = new Map(rows.map((row) => [String(row.day), row]));
  const days: BannerAdStatsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 });
  }
  return days;
}
