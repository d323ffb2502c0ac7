import { UNREAD_POLL_MS, unreadCountResponseSchema } from "@mp/contracts/message";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

/** `GET /api/conversations/unread-count`: the header's badge. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiGet("/api/conversations/unread-count", unreadCountResponseSchema, { signal, auth: true });
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
