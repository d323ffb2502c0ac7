import {
  jobClosedResponseSchema,
  jobDetailResponseSchema,
  myJobsResponseSchema,
  type JobDetail,
  type JobInputParsed,
} from "@mp/contracts/job";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { jobKeys } from "../../../lib/query-keys";
import { readBearerToken } from "../../../lib/session";

const jobPath = (id: string, rest = "") => `/api/jobs/${encodeURIComponent(id)}${rest}`;

/** `GET /api/jobs/{id}`: public, with the token when there is one (the page then knows the poster and applicants). */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(jobPath(id), jobDetailResponseSchema, { signal, auth: readBearerToken() !== null })).result_value,
  });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

export const MY_JOBS_PAGE_SIZE = 20;

/** `GET /api/jobs/mine`: the client's jobs, open and closed, with their application counts. */
export function useMyJobs(page: number) {
  return useQuery({
    queryKey: jobKeys.mine(page),
    queryFn: ({ signal }) =>
      apiGet(`/api/jobs/mine?page=${page}&limit=${MY_JOBS_PAGE_SIZE}`, myJobsResponseSchema, { signal, auth: true }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/jobs` or `PUT /api/jobs/{id}`; every job query is stale after it. */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: JobInputParsed): Promise<JobDetail> => {
      const body = id
        ? await apiPut(jobPath(id), input, jobDetailResponseSchema, { auth: true })
        : await apiPost("/api/jobs", input, jobDetailResponseSchema, { auth: true });
      return body.result_value;
    },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job._id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
}

/** `POST /api/jobs/{id}/close`: answers how many applicants got their connects back. */
export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiPost(jobPath(id, "/close"), {}, jobClosedResponseSchema, { auth: true })).result_value,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
