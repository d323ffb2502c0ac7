// MSW helpers shared by the apps' tests: the server's two answer shapes, a log of what was sent,
// and the hooks that start a project's server for every test file.
import { HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** Answers as the API does on success: `{ result: 1, result_value }`. */
export const ok = (resultValue: unknown, init?: ResponseInit) =>
  HttpResponse.json({ result: 1, result_value: resultValue }, init);

/** Answers as the API's error handler does: `{ result: 0, message, errors? }` with `status`. */
export const failure = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ result: 0, message, ...extra }, { status });

/** A request as the server received it: path with its query, headers, and the JSON body if any. */
export type SentRequest = { method: string; path: string; headers: Headers; body: unknown };

/**
 * Records every request `server` receives, in order. The body is read before the request reaches
 * its handler, so it is there by the time the app has seen the answer.
 */
export function recordRequests(server: SetupServer): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: undefined,
    };
    sent.push(entry);
    if (request.headers.get("Content-Type")?.startsWith("application/json")) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
  return sent;
}

/**
 * Starts `server` for a test file. A request with no handler fails (MSW's "error") and so does the
 * test that made it, even when the app shows the failure gracefully; handlers and logs reset after
 * each test.
 */
export function listenDuringTests(server: SetupServer) {
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    const missed = new Set(unhandled.splice(0));
    if (missed.size > 0) throw new Error(`Requests without a handler: ${[...missed].join(", ")}`);
  });
  afterAll(() => server.close());
}

/** A promise the test settles by hand, to hold a response while it looks at the loading state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
