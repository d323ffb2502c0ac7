import type { Plan } from "@mp/contracts/plan";
import { limitsOf } from "./limits.ts";
import type { PlanRow } from "./repository.ts";

/** A plan row in the API's shape; hire plans set no vendor limits. */
export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    family: row.family,
    name: row.name,
    rank: row.rank,
    priceCents: row.priceCents,
    currency: row.currency,
    connectsPerPeriod: row.connectsPerPeriod,
    freelancersPerPeriod: row.freelancersPerPeriod,
    limits:
      row.family === "user"
        ? limitsOf({
            listings: row.listingsLimit,
            imagesPerListing: row.imagesPerListingLimit,
            bannerAds: row.bannerAdsLimit,
            featureAds: row.featureAdsLimit,
          })
        : null,
    description: row.description,
  };
}
