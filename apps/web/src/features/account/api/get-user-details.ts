import { userDetailsResponseSchema, type UserDetailsResponse } from "@mp/contracts/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";

/** `GET /api/adds/UserDetalis/{userId}` (the spec's spelling), with the bearer token. */
export function getUserDetails(userId: string, signal?: AbortSignal): Promise<UserDetailsResponse> {
  return apiGet(`/api/adds/UserDetalis/${encodeURIComponent(userId)}`, userDetailsResponseSchema, {
    signal,
    auth: true,
  });
}

export function userDetailsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.userDetails(userId),
    queryFn: ({ signal }) => getUserDetails(userId, signal),
  });
}

export function useUserDetails(userId: string) {
  return useQuery(userDetailsQueryOptions(userId));
}
