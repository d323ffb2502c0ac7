import { errorSchema } from "@mp/contracts/envelope";
import type { z } from "zod";

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
 * GETs `path` and returns its body checked against `schema` (a `{ result: 1, result_value }`
 * contract). Throws an ApiError for the error shape, a non-2xx status or a body that does not fit.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "application/json" }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }

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
