import {
  CLIENT_DETAIL_PAGE_SIZE,
  clientProfileDetailsResponseSchema,
  type ClientProfileDetailsResponse,
} from "@mp/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiPost } from "./api-client";
import { clientKeys } from "./query-keys-pages";

// The member's own client details are read by the account menu (company rows) and the client
// profile page: one fetcher and one cache entry for both.

/** `POST /api/clientProfileDetails` (spec section 7): the profile, the hiring allowance and a page of posted jobs. */
export function getClientDetails(userId: string, page: number, signal?: AbortSignal) {
  const body = { page, limit: CLIENT_DETAIL_PAGE_SIZE, id: userId };
  return apiPost("/api/clientProfileDetails", body, clientProfileDetailsResponseSchema, { signal, auth: true });
}

export function clientDetailsQueryOptions(userId: string, page = 1) {
  return queryOptions({
    queryKey: clientKeys.details(userId, page),
    queryFn: ({ signal }): Promise<ClientProfileDetailsResponse> => getClientDetails(userId, page, signal),
    // A user without a client profile is answered 404: asking again will not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** Idle while `userId` is empty. */
export function useClientDetails(userId: string, page = 1, enabled = true) {
  return useQuery({ ...clientDetailsQueryOptions(userId, page), enabled: enabled && userId !== "" });
}
