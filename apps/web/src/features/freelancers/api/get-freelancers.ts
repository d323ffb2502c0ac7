import type { FreelancerPageResponse, FreelancerSort } from "@mp/contracts/freelancer";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { queryString } from "../../../lib/query-string";
import { freelancerKeys } from "../../../lib/query-keys-pages";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/freelancer")).freelancerPageResponseSchema;

/** The freelancer search as /hirefreelancers asks for it; hourly rates in cents. */
export type FreelancerFilters = {
  q: string;
  categoryId?: string;
  minRateCents?: number;
  maxRateCents?: number;
  sort?: FreelancerSort;
  page: number;
};

/** `GET /api/freelancers?q=&categoryId=&minRate=&maxRate=&sort=&page=` */
export async function getFreelancers(
  filters: FreelancerFilters,
  signal?: AbortSignal,
): Promise<FreelancerPageResponse> {
  const query = queryString({
    q: filters.q,
    categoryId: filters.categoryId,
    minRate: filters.minRateCents,
    maxRate: filters.maxRateCents,
    sort: filters.sort,
    page: filters.page,
  });
  return apiGet(`/api/freelancers?${query}`, contract, { signal });
}

export function freelancersQueryOptions(filters: FreelancerFilters) {
  return queryOptions({
    queryKey: freelancerKeys.list(filters),
    queryFn: ({ signal }) => getFreelancers(filters, signal),
  });
}

/** While the next page or filter loads, the previous results stay on screen (`isPlaceholderData`). */
export function useFreelancers(filters: FreelancerFilters) {
  return useQuery({ ...freelancersQueryOptions(filters), placeholderData: keepPreviousData });
}
