import type { ErrorBody } from "@mp/contracts/envelope";
import type { z } from "zod";

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

/** How a call reaches the server: the browser's fetch, or on the server (page rendering) the app in-process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's page renderer sends the pages' calls to the API in-process (apps/web/src/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export type ApiRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON when present. */
  payload?: unknown;
  /** Sent as `Authorization: Bearer <token>` when present. */
  token?: string | null;
  signal?: AbortSignal | undefined;
  /** Lets the request finish after the page navigates away (logout). */
  keepalive?: boolean | undefined;
  cache?: RequestCache;
  /** Called on a 401 or 403 answer, before the error is thrown: each app ends its session its own way. */
  onRefused?: () => void;
};

/**
 * A response's contract, or a function that imports it. The reads of a page's first view pass the
 * import (`() => import("@mp/contracts/…").then((m) => m.xSchema)`), so that zod and the contracts
 * load with the first call the browser makes itself, not with the page: a page the server
 * rendered hydrates with the answers it fetched and may make none.
 */
export type ResponseSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Sends one call and returns its body checked against `schema` (a `{ result: 1, … }` contract).
 * Throws an ApiError for the error shape, a non-2xx status or a body that does not fit. Each app
 * wraps this in its own api-client, which knows where its token lives and how a session ends.
 */
export async function sendRequest<S extends z.ZodType>(
  path: string,
  schema: ResponseSchema<S>,
  { method, payload, token, signal, keepalive, cache, onRefused }: ApiRequest,
): Promise<z.infer<S>> {
  // Imported alongside the call, not after it; awaited once the answer is in.
  const contract = typeof schema === "function" ? schema() : Promise.resolve(schema);
  contract.catch(() => undefined);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (payload !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, signal };
  if (payload !== undefined) init.body = JSON.stringify(payload);
  if (keepalive) init.keepalive = true;
  if (cache) init.cache = cache;

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, unreachable);
  }

  if (response.status === 401 || response.status === 403) onRefused?.();

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, describeStatus(response.status));
  }

  if (!response.ok || !isSuccess(body)) {
    const failure = readErrorBody(body);
    if (failure) throw new ApiError(response.status, failure.message, failure.errors, body);
    throw new ApiError(response.status, describeStatus(response.status), undefined, body);
  }

  let checked: S;
  try {
    checked = await contract;
  } catch {
    // The contract's chunk did not arrive: a network fault like any other, worth a retry.
    throw new ApiError(0, unreachable);
  }
  const parsed = checked.safeParse(body);
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

/**
 * The error body (`errorSchema` of the contracts, checked by hand so that reading a failure needs
 * no zod): `{ result: 0, message, errors?, requestId? }`, or null for any other shape.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { result, message, errors, requestId } = body as Record<string, unknown>;
  if (result !== 0 || typeof message !== "string") return null;
  if (requestId !== undefined && typeof requestId !== "string") return null;
  if (errors === undefined) return { result: 0, message };
  if (!isFieldErrors(errors)) return null;
  return { result: 0, message, errors };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))
  );
}

function isSuccess(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && "result" in body && typeof body.result === "number" && body.result > 0
  );
}
