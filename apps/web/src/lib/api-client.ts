import { sendRequest, type ApiRequest, type ResponseSchema } from "@mp/ui/lib/api-client.ts";
import type { z } from "zod";
import { clearStoredData, readBearerToken } from "./session";

export type RequestOptions = {
  signal?: AbortSignal;
  /**
   * A call that needs the user: it sends `Authorization: Bearer <employerToken>` (GET, PUT and
   * POST alike; the spec's helper sent none on POST), and a 401 or 403 answer ends the session:
   * storage is cleared and the visitor goes home.
   */
  auth?: boolean;
  /** Lets the request finish after the page navigates away (logout). */
  keepalive?: boolean;
};

let onUnauthorized: () => void = () => window.location.assign("/");

/** The router registers how to "return home" after a 401/403; returns the undo. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

/** GETs `path` and returns its body checked against `schema` (or the contract it imports: see ResponseSchema). */
export function apiGet<S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options: RequestOptions = {}) {
  return request(path, "GET", undefined, schema, options);
}

/** A call that sends `body` as JSON with `method` and returns the answer checked against `schema`. */
function sendingBody(method: "POST" | "PUT" | "PATCH") {
  return <S extends z.ZodType>(path: string, body: unknown, schema: ResponseSchema<S>, options: RequestOptions = {}) =>
    request(path, method, body, schema, options);
}

export const apiPost = sendingBody("POST");
export const apiPut = sendingBody("PUT");
export const apiPatch = sendingBody("PATCH");

export function apiDelete<S extends z.ZodType>(path: string, schema: ResponseSchema<S>, options: RequestOptions = {}) {
  return request(path, "DELETE", undefined, schema, options);
}

/** The site's side of a call: the employer token, and a refusal signs the visitor out. */
function request<S extends z.ZodType>(
  path: string,
  method: ApiRequest["method"],
  payload: unknown,
  schema: ResponseSchema<S>,
  { signal, auth = false, keepalive }: RequestOptions,
): Promise<z.infer<S>> {
  return sendRequest(path, schema, {
    method,
    payload,
    token: auth ? readBearerToken() : null,
    signal,
    keepalive,
    onRefused: auth ? endRefusedSession : undefined,
  });
}

/** A 401 or 403 to a call that needs the user: storage is cleared and the visitor goes home (spec section 7). */
export function endRefusedSession() {
  clearStoredData();
  onUnauthorized();
}
