import { sendRequest, type ApiRequest } from "@mp/ui/lib/api-client.ts";
import type { z } from "zod";
import { clearStoredData, readBearerToken } from "../../../lib/session";

/**
 * PATCH and DELETE for the vendor calls. The shared client (lib/api-client.ts, @mp/ui's
 * sendRequest) types only GET, POST and PUT, although it passes the method to fetch as given;
 * until it grows `apiPatch`/`apiDelete`, these two live here and behave like its `auth: true`
 * calls: the bearer token goes along and a 401 or 403 ends the session.
 */
function send<S extends z.ZodType>(path: string, method: "PATCH" | "DELETE", payload: unknown, schema: S) {
  return sendRequest(path, schema, {
    method: method as ApiRequest["method"],
    payload,
    token: readBearerToken(),
    onRefused: () => clearStoredData(),
  });
}

export function apiPatch<S extends z.ZodType>(path: string, body: unknown, schema: S) {
  return send(path, "PATCH", body, schema);
}

export function apiDelete<S extends z.ZodType>(path: string, schema: S) {
  return send(path, "DELETE", undefined, schema);
}

/** `/api/vendor/listings/{id}` and what hangs under it. */
export function listingPath(id: string, rest = ""): string {
  return `/api/vendor/listings/${encodeURIComponent(id)}${rest}`;
}
