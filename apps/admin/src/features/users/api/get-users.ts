import { adminUserListResponseSchema, type AdminUserListResponse } from "@mp/contracts/admin-users";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

export const USERS_PAGE_SIZE = 20;

export type AdminUser = AdminUserListResponse["result_value"][number];
export type UserListParams = { page: number; search: string };
export type UserListPage = { users: AdminUser[]; meta: AdminUserListResponse["meta"] };

/** `GET /api/admin/users`: one page of the accounts, or of those whose name or email contains `search`. */
export async function getUsers({ page, search }: UserListParams, signal?: AbortSignal): Promise<UserListPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE), search });
  const body = await apiGet(`/api/admin/users?${query}`, adminUserListResponseSchema, { signal });
  return { users: body.result_value, meta: body.meta };
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });
}

/** While another page or search loads, the previous rows stay on screen (flagged `isPlaceholderData`). */
export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
