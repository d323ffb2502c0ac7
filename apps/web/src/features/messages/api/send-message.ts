import { messageResponseSchema, type Message, type SendMessageRequest } from "@mp/contracts/message";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

/** `POST /api/conversations/{id}/messages`. */
export async function sendMessage(conversationId: string, body: SendMessageRequest): Promise<Message> {
  const answer = await apiPost(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    body,
    messageResponseSchema,
    { auth: true },
  );
  return answer.result_value;
}

/** Sends, then refreshes the thread and the list (its last message and order change). */
export function useSendMessage(conversationId: string, onSent: (message: Message) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(conversationId, body),
    onSuccess: async (message) => {
      onSent(message);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
