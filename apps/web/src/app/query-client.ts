import { dehydrate, hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { ApiError } from "@mp/ui/lib/api-client.ts";

const maxRetries = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Categories change rarely; a minute spares the API a request on every visit back home.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < maxRetries && (!(error instanceof ApiError) || error.isRetryable),
      },
    },
  });
}

/** A failed call as it travels in the page: an ApiError's status and message (JSON drops an Error's message). */
type SentError = { status: number; message: string };

/**
 * What the server fetched for a page, as the page carries it to the browser: the answers, and the
 * refusals (a listing that does not exist) so that the browser shows the same "not found" the
 * server rendered.
 */
export function dehydrateForPage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error",
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error) {
      const sent: SentError = {
        status: error instanceof ApiError ? error.status : 0,
        message: error instanceof Error ? error.message : "The request failed.",
      };
      query.state = { ...query.state, error: sent as unknown as Error, fetchFailureReason: null };
    }
  }
  return state;
}

/**
 * Puts the server's answers into the browser's client before the first render. They count as
 * fetched now, not when the server fetched them: the server's page is kept only while the
 * catalogue has not changed (apps/api/src/plugins/page-renderer.ts), so its data is current.
 */
export function hydrateFromPage(client: QueryClient, state: DehydratedState, now: number = Date.now()): void {
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null;
    // The server rendered the refusal: the page hydrates showing it, and the visitor's "Try again" asks again.
    if (sent) client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    query.state = {
      ...query.state,
      dataUpdatedAt: query.state.status === "success" ? now : query.state.dataUpdatedAt,
      errorUpdatedAt: sent ? now : query.state.errorUpdatedAt,
      error: sent ? new ApiError(sent.status, sent.message) : null,
    };
  }
  hydrate(client, state);
}
