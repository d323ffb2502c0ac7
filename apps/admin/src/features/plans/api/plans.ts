import {
  adminPlanListResponseSchema,
  adminPlanResponseSchema,
  type AdminPlan,
  type PlanUpdate,
} from "@mp/contracts/admin-plans";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../lib/api-client";
import { planKeys } from "../../../lib/query-keys";

export type { AdminPlan };

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.all,
    queryFn: async ({ signal }) =>
      (await apiGet("/api/admin/plans", adminPlanListResponseSchema, { signal })).result_value,
  });

/** `GET /api/admin/plans`: both families, with their live subscribers. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** `PUT /api/admin/plans/{id}`; the list is read again after it. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: PlanUpdate }) =>
      (await apiPut(`/api/admin/plans/${encodeURIComponent(id)}`, input, adminPlanResponseSchema)).result_value,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
