import {
  featureAdEndResponseSchema,
  featureAdPageResponseSchema,
  featureAdResponseSchema,
  type FeatureAd,
  type FeatureAdDatesInputParsed,
  type FeatureAdInputParsed,
} from "@mp/contracts/feature-ad";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";
import { vendorKeys } from "../../../lib/query-keys-pages";

export const FEATURE_ADS_PAGE_SIZE = 20;

const adPath = (id: string) => `/api/vendor/feature-ads/${encodeURIComponent(id)}`;

/** `GET /api/vendor/feature-ads?page=&limit=`: the signed-in vendor's feature ads, newest first. */
export function vendorFeatureAdsQueryOptions(page: number) {
  return queryOptions({
    queryKey: vendorKeys.featureAds.page(page),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/vendor/feature-ads?${new URLSearchParams({ page: String(page), limit: String(FEATURE_ADS_PAGE_SIZE) })}`,
        featureAdPageResponseSchema,
        { signal, auth: true },
      ),
  });
}

export function useVendorFeatureAds(page: number) {
  return useQuery({ ...vendorFeatureAdsQueryOptions(page), placeholderData: keepPreviousData });
}

/** `POST /api/vendor/feature-ads`. */
export async function createFeatureAd(input: FeatureAdInputParsed): Promise<FeatureAd> {
  return (await apiPost("/api/vendor/feature-ads", input, featureAdResponseSchema, { auth: true })).result_value;
}

/** After any change: the vendor's lists (ads and View Business's "featured until") and the public blocks. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
    ]);
}

export function useCreateFeatureAd() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createFeatureAd, onSuccess: refresh });
}

/** `PUT /api/vendor/feature-ads/{id}`: new dates. */
export function useChangeFeatureAdDates(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (dates: FeatureAdDatesInputParsed) =>
      (await apiPut(adPath(id), dates, featureAdResponseSchema, { auth: true })).result_value,
    onSuccess: refresh,
  });
}

/** `DELETE /api/vendor/feature-ads/{id}`: cancels an ad not yet started, ends a running one now. */
export function useEndFeatureAd() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiDelete(adPath(id), featureAdEndResponseSchema, { auth: true })).result_value,
    onSuccess: refresh,
  });
}
