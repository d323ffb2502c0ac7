import { errorSchema } from "@mp/contracts/envelope";
import type { z } from "zod";
import { clearAdminStorage, getSessionSnapshot } from "./session-store";

/** Every failed call ends here: the server's `{ result: 0, message, errors? }`, or a network fault (status 0). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
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

/**
 * GETs `path` with the admin session's bearer token and returns its body checked against
 * `schema`. Throws an ApiError for the error shape, a non-2xx status or a body that does not fit.
 * A 401 or 403 also ends the session: the token expired, was revoked or lost its admin rights.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const token = getSessionSnapshot().session?.token;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // Personal data: not for the HTTP cache.
    response = await fetch(path, { headers, signal, cache: "no-store" });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }

  // Only if the refused token is still the current one: a late answer to an old token must not
  // sign out the admin who has just handed over a new one.
  const isRefused = response.status === 401 || response.status === 403;
  if (isRefused && token && getSessionSnapshot().session?.token === token) clearAdminStorage("expired");

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, describeStatus(response.status));
  }

  if (!response.ok || !isSuccess(body)) {
    const failure = errorSchema.safeParse(body);
    if (failure.success) throw new ApiError(response.status, failure.data.message, failure.data.errors);
    throw new ApiError(response.status, describeStatus(response.status));
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
