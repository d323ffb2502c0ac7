import { eq } from "drizzle-orm";
import { featureAds, listings } from "@mp/db/schema/index";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";

type Period = { startsAt: Date; endsAt: Date };

export async function insertFeatureAd(tx: CatalogueTx, ad: Period & { vendorId: string; listingId: string }) {
  const [row] = await tx.insert(featureAds).values(ad).returning({ id: featureAds.id });
  return row!.id;
}

/** Holds the listing's row until commit: requests changing its ads' periods wait their turn. */
export async function lockListing(tx: CatalogueTx, listingId: string): Promise<void> {
  await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for("update");
}

export async function setFeatureAdPeriod(tx: CatalogueTx, id: string, period: Period): Promise<void> {
  await tx.update(featureAds).set(period).where(eq(featureAds.id, id));
}

/** A running ad ends at `now` and is kept as ended. */
export async function endFeatureAd(tx: CatalogueTx, id: string, now: Date): Promise<void> {
  await tx.update(featureAds).set({ endsAt: now }).where(eq(featureAds.id, id));
}

/** An ad not yet started is cancelled: removed. */
export async function deleteFeatureAd(tx: CatalogueTx, id: string): Promise<void> {
  await tx.delete(featureAds).where(eq(featureAds.id, id));
}
