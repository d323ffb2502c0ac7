import { addDays, utcDay } from "@mp/contracts/banner-ad";
import {
  businessFunnelResponseSchema,
  featureAdFunnelResponseSchema,
  listingFunnelResponseSchema,
} from "@mp/contracts/funnel";
import { keepPreviousData, queryOptions, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { apiGet } from "../../../lib/api-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** The ranges the pages offer, in days up to today (UTC). */
export const funnelRanges = [7, 30, 90] as const;
export type FunnelRange = (typeof funnelRanges)[number];

export function rangeOf(days: FunnelRange, today = utcDay()): { from: string; to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

type Range = ReturnType<typeof rangeOf>;

/** `GET {path}?from=&to=` of the range, as the vendor. */
function funnelQueryOptions<S extends z.ZodType<{ result_value: unknown }>>(
  queryKey: (range: Range) => QueryKey,
  path: string,
  schema: S,
  days: FunnelRange,
) {
  const range = rangeOf(days);
  return queryOptions({
    queryKey: queryKey(range),
    queryFn: async ({ signal }) =>
      (await apiGet(`${path}?${new URLSearchParams(range)}`, schema, { signal, auth: true }))
        .result_value as z.infer<S>["result_value"],
  });
}

/** `GET /api/vendor/listings/{id}/funnel`. */
export const listingFunnelQueryOptions = (id: string, days: FunnelRange) =>
  funnelQueryOptions(
    (range) => vendorKeys.funnel.listing(id, range),
    `/api/vendor/listings/${encodeURIComponent(id)}/funnel`,
    listingFunnelResponseSchema,
    days,
  );

/** `GET /api/vendor/funnel`: all the vendor's listings. */
export const businessFunnelQueryOptions = (days: FunnelRange) =>
  funnelQueryOptions(vendorKeys.funnel.business, "/api/vendor/funnel", businessFunnelResponseSchema, days);

/** `GET /api/vendor/feature-ads/{id}/funnel`: the ad's impressions, clicks, and what its visits led to. */
export const featureAdFunnelQueryOptions = (id: string, days: FunnelRange) =>
  funnelQueryOptions(
    (range) => vendorKeys.funnel.featureAd(id, range),
    `/api/vendor/feature-ads/${encodeURIComponent(id)}/funnel`,
    featureAdFunnelResponseSchema,
    days,
  );

/**
 * A funnel page's period (30 days at first) and its numbers over it, the last ones shown while the next load:
 * what FunnelFrame takes. `optionsOf` is one of the query options above.
 */
export function useFunnel<T>(optionsOf: (days: FunnelRange) => UseQueryOptions<T, Error, T, QueryKey>) {
  const [days, setDays] = useState<FunnelRange>(30);
  const query = useQuery({ ...optionsOf(days), placeholderData: keepPreviousData });
  return { days, onDaysChange: setDays, query };
}
