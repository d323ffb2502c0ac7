// Test helpers shared by the apps' tests: a fake fetch and the server's two answer shapes.
import { vi } from "vitest";

export type Reply = { status?: number; body: unknown };

/** What the handler sees of a request besides its URL. */
export type SentRequest = { method: string; headers: Headers; body: unknown };

/** Replaces fetch; `handler` answers each request from its URL (and method, headers, JSON body). Restored after each test. */
export function mockApi(handler: (url: URL, request: SentRequest) => Reply | Promise<Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const sent: SentRequest = {
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    const { status = 200, body } = await handler(url, sent);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A promise the test settles by hand, to hold a response while it looks at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export const ok = (resultValue: unknown): Reply => ({ body: { result: 1, result_value: resultValue } });
export const failure = (status: number, message: string, extra: object = {}): Reply => ({
  status,
  body: { result: 0, message, ...extra },
});

/** The requests a mock received, by method and path, with their headers and bodies. */
export function sentRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([input, init = {}]) => ({
    method: init.method ?? "GET",
    path: String(input),
    headers: new Headers(init.headers),
    body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
