import {
  bannerAdStatsResponseSchema,
  vendorBannerAdPageResponseSchema,
  vendorBannerAdResponseSchema,
  type BannerAdInputParsed,
  type VendorBannerAd,
} from "@mp/contracts/banner-ad";
import { deletedResponseSchema } from "@mp/contracts/vendor-listing";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

export const BANNER_ADS_PAGE_SIZE = 20;

const adPath = (id: string, rest = "") => `/api/vendor/banner-ads/${encodeURIComponent(id)}${rest}`;

/** `GET /api/vendor/banner-ads?page=&limit=`: the signed-in vendor's ads, newest first, with their totals. */
export function bannerAdsQueryOptions(page: number) {
  return queryOptions({
    queryKey: vendorKeys.bannerAds.page(page),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/vendor/banner-ads?${new URLSearchParams({ page: String(page), limit: String(BANNER_ADS_PAGE_SIZE) })}`,
        vendorBannerAdPageResponseSchema,
        { signal, auth: true },
      ),
  });
}

export function useBannerAds(page: number) {
  return useQuery({ ...bannerAdsQueryOptions(page), placeholderData: keepPreviousData });
}

/** `GET /api/vendor/banner-ads/{id}`: one of the vendor's ads. */
export function useBannerAd(id: string) {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.bannerAds.ad(id),
      queryFn: async ({ signal }) =>
        (await apiGet(adPath(id), vendorBannerAdResponseSchema, { signal, auth: true })).result_value,
    }),
  );
}

/** `GET /api/vendor/banner-ads/{id}/stats`: totals and the daily series. */
export function useBannerAdStats(id: string) {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.bannerAds.stats(id),
      queryFn: async ({ signal }) =>
        (await apiGet(adPath(id, "/stats"), bannerAdStatsResponseSchema, { signal, auth: true })).result_value,
    }),
  );
}

/** `POST /api/vendor/banner-ads` or `PUT /api/vendor/banner-ads/{id}`. */
export async function saveBannerAd(input: BannerAdInputParsed, id?: string): Promise<VendorBannerAd> {
  const body = id
    ? await apiPut(adPath(id), input, vendorBannerAdResponseSchema, { auth: true })
    : await apiPost("/api/vendor/banner-ads", input, vendorBannerAdResponseSchema, { auth: true });
  return body.result_value;
}

/** Saves, then refreshes every banner query (the list's totals and statuses included). */
export function useSaveBannerAd(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BannerAdInputParsed) => saveBannerAd(input, id),
    onSuccess: (ad) => {
      queryClient.setQueryData(vendorKeys.bannerAds.ad(ad._id), ad);
      return queryClient.invalidateQueries({ queryKey: vendorKeys.bannerAds.list });
    },
  });
}

/** `DELETE /api/vendor/banner-ads/{id}`. */
export function useDeleteBannerAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(adPath(id), deletedResponseSchema, { auth: true }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: vendorKeys.bannerAds.ad(id) });
      queryClient.removeQueries({ queryKey: vendorKeys.bannerAds.stats(id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.bannerAds.list });
    },
  });
}
