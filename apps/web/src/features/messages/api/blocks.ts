import { blockResponseSchema } from "@mp/contracts/message";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

/** `POST /api/messages/blocks` or `DELETE /api/messages/blocks/{userId}`; answers the server's words. */
export async function setBlocked(userId: string, blocked: boolean): Promise<string> {
  const answer = blocked
    ? await apiPost("/api/messages/blocks", { userId }, blockResponseSchema, { auth: true })
    : await apiDelete(`/api/messages/blocks/${encodeURIComponent(userId)}`, blockResponseSchema, { auth: true });
  return answer.result_value.message;
}

/** Blocks or unblocks, then refreshes the conversations (their `blockedByMe`). */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(userId, blocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
