import { askQuestionResponseSchema, type AskQuestionRequest, type AskQuestionResponse } from "@mp/contracts/message";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";
import { messageKeys } from "../../../lib/query-keys";

type Asked = AskQuestionResponse["result_value"];

/** `POST /api/listings/{id}/conversation`: the visitor's question to the listing's vendor. */
export async function askQuestion(listingId: string, body: AskQuestionRequest): Promise<Asked> {
  const answer = await apiPost(
    `/api/listings/${encodeURIComponent(listingId)}/conversation`,
    body,
    askQuestionResponseSchema,
    { auth: true },
  );
  return answer.result_value;
}

/** Asks, then refreshes the inbox (a new conversation, or a new last message). */
export function useAskQuestion(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionRequest) => askQuestion(listingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
