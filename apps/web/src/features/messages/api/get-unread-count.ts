import { UNREAD_POLL_MS } from "@mp/contracts/message-polling";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

/** `GET /api/conversations/unread-count`: the header's badge. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiGet(
    "/api/conversations/unread-count",
    // Imported with the call: the header is in every first view (ResponseSchema).
    async () => (await import("@mp/contracts/message")).unreadCountResponseSchema,
    { signal, auth: true },
  );
  return answer.result_value.unread;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
