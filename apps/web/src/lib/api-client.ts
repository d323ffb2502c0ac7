import { errorSchema } from "@mp/contracts/envelope";
import type { z } from "zod";
import { clearStoredData, readBearerToken } from "./session";

/** Every failed call ends here: the server's `{ result: 0, message, errors? }`, or a network fault (status 0). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** The whole error body, for the few answers with extra fields (the login's `Password_error`). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** A client error will not change on retry; a network fault or 5xx may. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

const unreachable = "We can't reach the server right now. Check your connection and try again.";
const unexpected = "The server sent an answer we don't understand. Please try again later.";
const troubled = "The server is having trouble right now. Please try again in a moment.";

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

/** GETs `path` and returns its body checked against `schema`. */
export function apiGet<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}) {
  return request(path, "GET", undefined, schema, options);
}

/** POSTs `body` as JSON and returns the answer checked against `schema`. */
export function apiPost<S extends z.ZodType>(path: string, body: unknown, schema: S, options: RequestOptions = {}) {
  return request(path, "POST", body, schema, options);
}

export function apiPut<S extends z.ZodType>(path: string, body: unknown, schema: S, options: RequestOptions = {}) {
  return request(path, "PUT", body, schema, options);
}

/**
 * Sends one call and returns its body checked against `schema` (a `{ result: 1, … }` contract).
 * Throws an ApiError for the error shape, a non-2xx status or a body that does not fit.
 */
async function request<S extends z.ZodType>(
  path: string,
  method: "GET" | "POST" | "PUT",
  payload: unknown,
  schema: S,
  { signal, auth = false, keepalive }: RequestOptions,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (payload !== undefined) headers["Content-Type"] = "application/json";
  const token = auth ? readBearerToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, signal };
  if (payload !== undefined) init.body = JSON.stringify(payload);
  if (keepalive) init.keepalive = true;

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }

  if (auth && (response.status === 401 || response.status === 403)) {
    clearStoredData();
    onUnauthorized();
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, describeStatus(response.status));
  }

  if (!response.ok || !isSuccess(body)) {
    const failure = errorSchema.safeParse(body);
    if (failure.success) throw new ApiError(response.status, failure.data.message, failure.data.errors, body);
    throw new ApiError(response.status, describeStatus(response.status), undefined, body);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract.`, parsed.error);
    throw new ApiError(response.status, unexpected);
  }
  return parsed.data;
}

/** For answers without our error body, e.g. from a proxy in front of the API. */
function describeStatus(status: number): string {
  if (status >= 500) return troubled;
  if (status >= 400) return `The request failed (status ${status}).`;
  return unexpected;
}

function isSuccess(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && "result" in body && typeof body.result === "number" && body.result > 0
  );
}
