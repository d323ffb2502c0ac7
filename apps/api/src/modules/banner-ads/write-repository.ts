import { eq } from "drizzle-orm";
import { bannerAds } from "@mp/db/schema/index";
import type { BannerAdInputParsed } from "@mp/contracts/banner-ad";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { bannerAdValues } from "./repository.ts";

export async function insertBannerAd(tx: CatalogueTx, vendorId: string, input: BannerAdInputParsed): Promise<string> {
  const [row] = await tx
    .insert(bannerAds)
    .values({ ...bannerAdValues(input), vendorId })
    .returning({ id: bannerAds.id });
  return row!.id;
}

export async function updateBannerAd(tx: CatalogueTx, id: string, input: BannerAdInputParsed): Promise<void> {
  await tx
    .update(bannerAds)
    .set({ ...bannerAdValues(input), updatedAt: new Date() })
    .where(eq(bannerAds.id, id));
}

/** Its daily numbers go with it (cascade). */
export async function deleteBannerAd(tx: CatalogueTx, id: string): Promise<void> {
  await tx.delete(bannerAds).where(eq(bannerAds.id, id));
}
