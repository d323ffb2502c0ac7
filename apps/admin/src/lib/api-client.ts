import { sendRequest } from "@mp/ui/lib/api-client.ts";
import type { z } from "zod";
import { clearAdminStorage, getSessionSnapshot } from "./session-store";

/**
 * GETs `path` with the admin session's bearer token and returns its body checked against
 * `schema`. Throws an ApiError for the error shape, a non-2xx status or a body that does not fit.
 * A 401 or 403 also ends the session: the token expired, was revoked or lost its admin rights.
 */
export function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const token = getSessionSnapshot().session?.token;
  return sendRequest(path, schema, {
    method: "GET",
    token,
    signal,
    // Personal data: not for the HTTP cache.
    cache: "no-store",
    // Only if the refused token is still the current one: a late answer to an old token must not
    // sign out the admin who has just handed over a new one.
    onRefused: () => {
      if (token && getSessionSnapshot().session?.token === token) clearAdminStorage("expired");
    },
  });
}
