import type { JobBudgetType, JobPageResponse, JobType } from "@mp/contracts/job";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { queryString } from "../../../lib/query-string";
import { jobKeys } from "../../../lib/query-keys";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/job")).jobPageResponseSchema;

/** The job search as /findjob asks for it. */
export type JobFilters = {
  q: string;
  categoryId?: string;
  subcategoryId?: string;
  jobType?: JobType;
  budgetType?: JobBudgetType;
  /** In cents. */
  minBudget?: number;
  isRemoteOnly: boolean;
  page: number;
};

/** `GET /api/jobs?q=&categoryId=&subcategoryId=&jobType=&budgetType=&minBudget=&remote=&page=`: open jobs. */
export async function getJobs(filters: JobFilters, signal?: AbortSignal): Promise<JobPageResponse> {
  const query = queryString({
    q: filters.q,
    categoryId: filters.categoryId,
    subcategoryId: filters.subcategoryId,
    jobType: filters.jobType,
    budgetType: filters.budgetType,
    minBudget: filters.minBudget,
    remote: filters.isRemoteOnly,
    page: filters.page,
  });
  return apiGet(`/api/jobs?${query}`, contract, { signal });
}

export function jobsQueryOptions(filters: JobFilters) {
  return queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ signal }) => getJobs(filters, signal),
  });
}

/** While the next page or filter loads, the previous results stay on screen (`isPlaceholderData`). */
export function useJobs(filters: JobFilters) {
  return useQuery({ ...jobsQueryOptions(filters), placeholderData: keepPreviousData });
}
