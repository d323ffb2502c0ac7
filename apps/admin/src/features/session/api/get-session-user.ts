import { sessionCheckResponseSchema } from "@mp/contracts/auth";
import { adminUserTypes, type User } from "@mp/contracts/user";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

/** `GET /api/auth/session`: whom the stored bearer token belongs to (401 when it is not valid). */
export async function getSessionUser(signal?: AbortSignal): Promise<User> {
  const body = await apiGet("/api/auth/session", sessionCheckResponseSchema, { signal });
  return body.result_value;
}

/** Keyed by the token: a new hand-off is a new check. Checked once per page load. */
export function sessionUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: sessionKeys.check(token),
    queryFn: ({ signal }) => getSessionUser(signal),
    staleTime: Infinity,
  });
}

export function isAdmin(user: User): boolean {
  return user.additionalusertype !== null && adminUserTypes.includes(user.additionalusertype);
}
