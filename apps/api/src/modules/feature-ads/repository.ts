import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { featureAds, listings } from "@mp/db/schema/index";
import { featureAdMessages, type FeatureAd } from "@mp/contracts/feature-ad";
import type { User } from "@mp/contracts/user";
import { AppError, fieldError } from "../../lib/app-error.ts";
import { adStatusOf } from "../../lib/ad-status.ts";
import type { Executor } from "../../lib/executor.ts";
import { ownedBy } from "../../lib/ownership.ts";

export const notFound = () => new AppError("NOT_FOUND", featureAdMessages.notFound);

const adColumns = {
  id: featureAds.id,
  vendorId: featureAds.vendorId,
  listingId: featureAds.listingId,
  startsAt: featureAds.startsAt,
  endsAt: featureAds.endsAt,
  createdAt: featureAds.createdAt,
  listingName: listings.name,
  listingCover: listings.coverImage,
  listingStatus: listings.status,
};

type AdRow = {
  id: string;
  listingId: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  listingName: string;
  listingCover: string | null;
  listingStatus: FeatureAd["listing"]["status"];
};

export function toFeatureAd(row: AdRow, now = new Date()): FeatureAd {
  return {
    _id: row.id,
    listingId: row.listingId,
    listing: { name: row.listingName, coverImage: row.listingCover, status: row.listingStatus },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: adStatusOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The vendor's ads with their listings' names and covers, newest first (feature_ads_vendor_idx). */
export async function findVendorFeatureAds(
  db: Database,
  vendorId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<FeatureAd[]> {
  const rows = await db
    .select(adColumns)
    .from(featureAds)
    .innerJoin(listings, eq(listings.id, featureAds.listingId))
    .where(eq(featureAds.vendorId, vendorId))
    .orderBy(desc(featureAds.createdAt), desc(featureAds.id))
    .limit(limit)
    .offset(offset);
  const now = new Date();
  return rows.map((row) => toFeatureAd(row, now));
}

/** One ad the user may manage (own, or any for an admin); `lock` holds it until commit. */
export async function requireOwnedFeatureAd(db: Executor, id: string, user: User, lock = false) {
  const query = db
    .select(adColumns)
    .from(featureAds)
    .innerJoin(listings, eq(listings.id, featureAds.listingId))
    .where(and(eq(featureAds.id, id), ownedBy(featureAds.vendorId, user)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: featureAds }) : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * 409 when another ad of the listing shares part of the period (feature_ads_listing_idx). The
 * caller holds the listing's row, so two requests for the same listing cannot both pass.
 */
export async function assertNoOverlap(
  db: Executor,
  { listingId, startsAt, endsAt, exceptId }: { listingId: string; startsAt: Date; endsAt: Date; exceptId?: string },
): Promise<void> {
  const [clash] = await db
    .select({ id: featureAds.id })
    .from(featureAds)
    .where(
      and(
        eq(featureAds.listingId, listingId),
        gt(featureAds.endsAt, startsAt),
        lt(featureAds.startsAt, endsAt),
        exceptId ? ne(featureAds.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw fieldError("CONFLICT", "startsAt", featureAdMessages.overlap);
}
