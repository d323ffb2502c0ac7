import { QueryClient } from "@tanstack/react-query";
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
