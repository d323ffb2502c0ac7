import { adminUserDetailsResponseSchema, type AdminUserDetails } from "@mp/contracts/admin-users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

export type { AdminUserDetails };

/** `GET /api/admin/users/{id}`: the account, roles, balances, counts, recent events and ledger rows. */
export async function getUserDetails(id: string, signal?: AbortSignal): Promise<AdminUserDetails> {
  const body = await apiGet(`/api/admin/users/${encodeURIComponent(id)}`, adminUserDetailsResponseSchema, { signal });
  return body.result_value;
}

export function userDetailsQueryOptions(id: string) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUserDetails(id, signal) });
}

export function useUserDetails(id: string) {
  return useQuery(userDetailsQueryOptions(id));
}
