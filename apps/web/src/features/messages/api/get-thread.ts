import {
  messagePageResponseSchema,
  THREAD_POLL_MS,
  type Message,
  type MessagePageResponse,
} from "@mp/contracts/message";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiGet } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

type ThreadPage = MessagePageResponse["result_value"];

/**
 * `GET /api/conversations/{id}/messages?before=`: the newest messages, or those before a message.
 * The server marks the caller's unread messages read as it answers.
 */
export async function getThread(conversationId: string, before?: string, signal?: AbortSignal): Promise<ThreadPage> {
  const query = before ? `?${new URLSearchParams({ before })}` : "";
  const answer = await apiGet(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages${query}`,
    messagePageResponseSchema,
    { signal, auth: true },
  );
  return answer.result_value;
}

/** Messages by id, oldest first. */
function merged(known: Message[], more: Message[]): Message[] {
  const byId = new Map(known.map((message) => [message._id, message]));
  for (const message of more) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

/**
 * The thread's cache entry holds every message shown so far: the newest page, polled, merged into
 * what is there (pages loaded earlier, messages sent from here). New messages pushing the newest
 * page forward therefore never leave a gap between it and the earlier ones.
 */
export function threadQueryOptions(conversationId: string, queryClient: QueryClient) {
  const queryKey = messageKeys.thread(conversationId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<ThreadPage> => {
      const latest = await getThread(conversationId, undefined, signal);
      const known = queryClient.getQueryData<ThreadPage>(queryKey);
      if (!known) return latest;
      return { ...latest, messages: merged(known.messages, latest.messages), hasEarlier: known.hasEarlier };
    },
    // Polled while the page is visible; TanStack Query pauses it in a hidden tab.
    refetchInterval: THREAD_POLL_MS,
  });
}

/** One conversation's thread, "Load earlier", and the messages sent from here. */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const options = threadQueryOptions(conversationId, queryClient);
  const latest = useQuery(options);
  const [earlier, setEarlier] = useState<{ isLoading: boolean; error: Error | null }>({
    isLoading: false,
    error: null,
  });
  const seen = useRef(new Set<string>());

  const page = latest.data;
  useEffect(() => {
    if (!page) return;
    const isNewIncoming = page.messages.some((message) => !message.isMine && !seen.current.has(message._id));
    for (const message of page.messages) seen.current.add(message._id);
    // Reading them marked new messages read: the badge and the list's counts change.
    if (isNewIncoming) void queryClient.invalidateQueries({ queryKey: messageKeys.all, refetchType: "active" });
  }, [page, queryClient]);

  const addMessages = useCallback(
    (more: Message[], hasEarlier?: boolean) =>
      queryClient.setQueryData<ThreadPage>(options.queryKey, (known) =>
        known
          ? { ...known, messages: merged(known.messages, more), hasEarlier: hasEarlier ?? known.hasEarlier }
          : known,
      ),
    [queryClient, options.queryKey],
  );

  const oldestId = page?.messages[0]?._id;
  const loadEarlier = useCallback(async () => {
    if (!oldestId) return;
    setEarlier({ isLoading: true, error: null });
    try {
      const older = await getThread(conversationId, oldestId);
      addMessages(older.messages, older.hasEarlier);
      setEarlier({ isLoading: false, error: null });
    } catch (error) {
      setEarlier({ isLoading: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }, [conversationId, oldestId, addMessages]);

  const addSent = useCallback((message: Message) => addMessages([message]), [addMessages]);

  return {
    latest,
    conversation: page?.conversation,
    messages: page?.messages ?? [],
    hasEarlier: page?.hasEarlier ?? false,
    loadEarlier,
    earlier,
    addSent,
  };
}
