import type { JobSummary } from "@mp/contracts/job";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { jobKeys } from "../../../lib/query-keys";

/** How many jobs the home page's "Recent jobs" shows. */
export const RECENT_JOBS_COUNT = 6;

/** `GET /api/jobs?limit=6`: the newest open jobs. */
export async function getRecentJobs(signal?: AbortSignal): Promise<JobSummary[]> {
  const query = new URLSearchParams({ limit: String(RECENT_JOBS_COUNT) });
  const body = await apiGet(
    `/api/jobs?${query}`,
    // Imported with the call, out of the first view (ResponseSchema).
    async () => (await import("@mp/contracts/job")).jobPageResponseSchema,
    { signal },
  );
  return body.result_value;
}

export function recentJobsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.recent(RECENT_JOBS_COUNT),
    queryFn: ({ signal }) => getRecentJobs(signal),
  });
}

export function useRecentJobs() {
  return useQuery(recentJobsQueryOptions());
}
