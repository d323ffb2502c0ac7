import {
  HIRE_REQUEST_PAGE_SIZE,
  hireReviewsResponseSchema,
  hiringEmployersResponseSchema,
  sentHireRequestsResponseSchema,
} from "@mp/contracts/hire-request";
import { myApplicationsResponseSchema } from "@mp/contracts/job-application";
import { myJobsResponseSchema } from "@mp/contracts/job";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { hireKeys } from "../../../lib/query-keys-pages";

const pageQuery = (page: number, limit: number) => new URLSearchParams({ page: String(page), limit: String(limit) });

/** `GET /api/hireRequest/{userId}`: the freelancer's incoming requests (the spec's `hiringEmployers`). */
export function incomingQueryOptions(userId: string, page: number, limit = HIRE_REQUEST_PAGE_SIZE, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: hireKeys.incoming(userId, page, limit),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/hireRequest/${encodeURIComponent(userId)}?${pageQuery(page, limit)}`,
        hiringEmployersResponseSchema,
        {
          signal,
          auth: true,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

export const useIncomingHireRequests = (userId: string, page: number, limit?: number, enabled?: boolean) =>
  useQuery(incomingQueryOptions(userId, page, limit, enabled));

/** `GET /api/hire-requests/sent`: the client's sent requests. */
export function useSentHireRequests(userId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: hireKeys.sent(userId, page),
    queryFn: ({ signal }) =>
      apiGet(`/api/hire-requests/sent?${pageQuery(page, HIRE_REQUEST_PAGE_SIZE)}`, sentHireRequestsResponseSchema, {
        signal,
        auth: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/hire-requests/{id}/reviews`: a hire's reviews, for its two parties. */
export function useHireReviews(id: string, enabled: boolean) {
  return useQuery({
    queryKey: hireKeys.reviews(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/hire-requests/${encodeURIComponent(id)}/reviews`, hireReviewsResponseSchema, { signal, auth: true }),
    enabled,
  });
}

/** `GET /api/applications/mine`: the freelancer's own applications, for their board. */
export function useMyApplications(userId: string, page: number) {
  return useQuery({
    queryKey: hireKeys.myApplications(userId, page),
    queryFn: ({ signal }) =>
      apiGet(`/api/applications/mine?${pageQuery(page, 20)}`, myApplicationsResponseSchema, { signal, auth: true }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/jobs/mine`: the client's jobs, for the Hire dialog's optional job (open ones only are offered). */
export function useMyJobs(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: hireKeys.myJobs(userId),
    queryFn: ({ signal }) => apiGet(`/api/jobs/mine?page=1&limit=50`, myJobsResponseSchema, { signal, auth: true }),
    enabled,
  });
}
