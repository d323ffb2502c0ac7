import { adminSessionMessages } from "@mp/contracts/admin-session";
import { ApiError, sendRequest } from "@mp/ui/lib/api-client.ts";
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
  return send("GET", path, schema, { signal });
}

/** POSTs `payload` as JSON to `path`, as `apiGet` does (bearer, checked answer, session ended on 401 or 403). */
export function apiPost<S extends z.ZodType>(path: string, payload: unknown, schema: S): Promise<z.infer<S>> {
  return send("POST", path, schema, { payload });
}

/** PUTs `payload` as JSON to `path`, as `apiPost` does. */
export function apiPut<S extends z.ZodType>(path: string, payload: unknown, schema: S): Promise<z.infer<S>> {
  return send("PUT", path, schema, { payload });
}

/** DELETEs `path`, with a JSON body when the deletion needs one (where its contents go). */
export function apiDelete<S extends z.ZodType>(path: string, payload: unknown, schema: S): Promise<z.infer<S>> {
  return send("DELETE", path, schema, { payload });
}

function send<S extends z.ZodType>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  schema: S,
  { signal, payload }: { signal?: AbortSignal; payload?: unknown },
): Promise<z.infer<S>> {
  const token = getSessionSnapshot().session?.token;
  const request = sendRequest(path, schema, {
    method,
    payload,
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
  // The server ended the session for inactivity: the sign-in screen says so.
  return request.catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401 && err.message === adminSessionMessages.idle) {
      clearAdminStorage("idle");
    }
    throw err;
  });
}
