import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@mp/ui/lib/api-client.ts";

const maxRetries = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Admins look at accounts that change; half a minute spares a refetch when paging back and forth.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < maxRetries && (!(error instanceof ApiError) || error.isRetryable),
      },
    },
  });
}
