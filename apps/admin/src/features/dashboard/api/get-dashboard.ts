import { dashboardResponseSchema, type Dashboard, type DashboardRange } from "@mp/contracts/admin-dashboard";
import { queryOptions, useQuery, keepPreviousData } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { dashboardKeys } from "../../../lib/query-keys";

/** `GET /api/admin/dashboard?range=`: the figures of one range (the server keeps them a minute). */
export async function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  const body = await apiGet(`/api/admin/dashboard?range=${range}`, dashboardResponseSchema, { signal });
  return body.result_value;
}

export function dashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKeys.range(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    staleTime: 60_000,
  });
}

/** While another range loads, the previous figures stay (flagged `isPlaceholderData`). */
export function useDashboard(range: DashboardRange) {
  return useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });
}
