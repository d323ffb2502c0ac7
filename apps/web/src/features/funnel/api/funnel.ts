import { addDays, utcDay } from "@mp/contracts/banner-ad";
import { businessFunnelResponseSchema, listingFunnelResponseSchema } from "@mp/contracts/funnel";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** The ranges the pages offer, in days up to today (UTC). */
export const funnelRanges = [7, 30, 90] as const;
export type FunnelRange = (typeof funnelRanges)[number];

export function rangeOf(days: FunnelRange, today = utcDay()): { from: string; to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

/** `GET /api/vendor/listings/{id}/funnel?from=&to=`. */
export function listingFunnelQueryOptions(id: string, days: FunnelRange) {
  const range = rangeOf(days);
  return queryOptions({
    queryKey: vendorKeys.funnel.listing(id, range),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/vendor/listings/${encodeURIComponent(id)}/funnel?${new URLSearchParams(range)}`,
          listingFunnelResponseSchema,
          { signal, auth: true },
        )
      ).result_value,
  });
}

export function useListingFunnel(id: string, days: FunnelRange) {
  return useQuery({ ...listingFunnelQueryOptions(id, days), placeholderData: keepPreviousData });
}

/** `GET /api/vendor/funnel?from=&to=`: all the vendor's listings. */
export function businessFunnelQueryOptions(days: FunnelRange) {
  const range = rangeOf(days);
  return queryOptions({
    queryKey: vendorKeys.funnel.business(range),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/vendor/funnel?${new URLSearchParams(range)}`, businessFunnelResponseSchema, {
          signal,
          auth: true,
        })
      ).result_value,
  });
}

export function useBusinessFunnel(days: FunnelRange) {
  return useQuery({ ...businessFunnelQueryOptions(days), placeholderData: keepPreviousData });
}
