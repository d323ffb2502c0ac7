import { conversationPageResponseSchema, THREAD_POLL_MS, type ConversationPageResponse } from "@mp/contracts/message";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

/** `GET /api/conversations?page=`: the signed-in user's conversations, newest activity first. */
export function getConversations(page: number, signal?: AbortSignal): Promise<ConversationPageResponse> {
  return apiGet(`/api/conversations?${new URLSearchParams({ page: String(page) })}`, conversationPageResponseSchema, {
    signal,
    auth: true,
  });
}

export function conversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: messageKeys.conversations(page),
    queryFn: ({ signal }) => getConversations(page, signal),
    placeholderData: keepPreviousData,
    // New conversations and unread counts arrive while the page is open (not in a hidden tab).
    refetchInterval: THREAD_POLL_MS,
  });
}

export function useConversations(page: number) {
  return useQuery(conversationsQueryOptions(page));
}
