import type { BannerAdEventType, BannerPlacement } from "@mp/contracts/banner-ad";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { servedBannerKeys } from "../../../lib/query-keys";

/** The contract, imported with the first call (out of the first view: ResponseSchema). */
const servedBannerContract = async () => (await import("@mp/contracts/banner-ad")).servedBannerAdResponseSchema;

/** Where a slot is: the category placement names its category or one of its subcategories. */
export type BannerSlotPlacement = { placement: BannerPlacement; categoryId?: string; subcategoryId?: string };

/** `GET /api/banner-ads?placement=&categoryId=|subcategoryId=`: the ad to show now, or null. */
export function servedBannerQueryOptions({ placement, categoryId, subcategoryId }: BannerSlotPlacement) {
  const params = new URLSearchParams({ placement });
  if (categoryId) params.set("categoryId", categoryId);
  if (subcategoryId) params.set("subcategoryId", subcategoryId);
  return queryOptions({
    queryKey: servedBannerKeys.served(placement, categoryId ?? null, subcategoryId ?? null),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/banner-ads?${params}`, servedBannerContract, { signal })).result_value,
    // One pick per page view: coming back to the page may show another ad, a refocus does not swap it.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useServedBanner(slot: BannerSlotPlacement, enabled = true) {
  return useQuery({ ...servedBannerQueryOptions(slot), enabled });
}

/**
 * `POST /api/banner-ads/{id}/events`: fire and forget. `keepalive` lets a click's report finish
 * while the browser follows the link; the server counts a visitor's repeat only once.
 */
export function reportBannerEvent(id: string, type: BannerAdEventType): void {
  void fetch(`/api/banner-ads/${encodeURIComponent(id)}/events`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ type }),
    keepalive: true,
  }).catch(() => {});
}
