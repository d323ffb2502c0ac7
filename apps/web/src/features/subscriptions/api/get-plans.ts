import { planListResponseSchema, type PlanFamily, type PlanListResponse } from "@mp/contracts/plan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { planKeys } from "../../../lib/query-keys-pages";

/** `GET /api/plans?family=`: the family's plans on sale, in rank order (public). */
export function getPlans(family: PlanFamily, signal?: AbortSignal): Promise<PlanListResponse> {
  return apiGet(`/api/plans?${new URLSearchParams({ family })}`, planListResponseSchema, { signal });
}

export function plansQueryOptions(family: PlanFamily) {
  return queryOptions({ queryKey: planKeys.family(family), queryFn: ({ signal }) => getPlans(family, signal) });
}

export function usePlans(family: PlanFamily) {
  return useQuery(plansQueryOptions(family));
}
