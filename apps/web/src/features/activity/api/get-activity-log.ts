import { ACTIVITY_PAGE_SIZE, activityLogResponseSchema, type ActivityLogResponse } from "@mp/contracts/activity";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";

type ActivityLogPage = { userId: string; page: number; limit?: number };

/** `GET /api/activitylog?page=&limit=`, with the bearer token: the signed-in user's own events. */
export function getActivityLog(page: number, limit: number, signal?: AbortSignal): Promise<ActivityLogResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiGet(`/api/activitylog?${query}`, activityLogResponseSchema, { signal, auth: true });
}

// The user is part of the key so that one account never sees another's cached log in a shared tab.
export function activityLogQueryOptions({ userId, page, limit = ACTIVITY_PAGE_SIZE }: ActivityLogPage) {
  return queryOptions({
    queryKey: accountKeys.activityLog(userId, page, limit),
    queryFn: ({ signal }) => getActivityLog(page, limit, signal),
    // The page on screen stays while the next one loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useActivityLog(options: ActivityLogPage) {
  return useQuery(activityLogQueryOptions(options));
}
