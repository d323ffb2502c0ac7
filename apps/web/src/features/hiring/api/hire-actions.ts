import {
  hireRequestResponseSchema,
  hireReviewResponseSchema,
  type HireRequestInput,
  type HireReviewInput,
} from "@mp/contracts/hire-request";
import { conversationResponseSchema } from "@mp/contracts/message";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";
import { hireKeys } from "../../../lib/query-keys-pages";
import { useSession } from "../../../lib/session";

export type HireMove = "accept" | "decline" | "cancel" | "complete";

/** After any change: every list of requests and the account (its Remaining Freelancer) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hireKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.userDetails(userId ?? "") }),
    ]);
}

/** `POST /api/hire-requests`: spends one Remaining Freelancer. */
export function useSendHireRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: HireRequestInput) =>
      apiPost("/api/hire-requests", input, hireRequestResponseSchema, { auth: true }),
    onSuccess: refresh,
  });
}

/** `POST /api/hire-requests/{id}/accept|decline|cancel|complete`. */
export function useMoveHire() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: HireMove }) =>
      apiPost(`/api/hire-requests/${encodeURIComponent(id)}/${move}`, undefined, hireRequestResponseSchema, {
        auth: true,
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/hire-requests/{id}/reviews`. */
export function useReviewHire(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: HireReviewInput) =>
      apiPost(`/api/hire-requests/${encodeURIComponent(id)}/reviews`, input, hireReviewResponseSchema, { auth: true }),
    onSuccess: refresh,
  });
}

/** `POST /api/conversations { hireRequestId }`: opens (or finds) the hire's one conversation. */
export function useOpenHireConversation() {
  return useMutation({
    mutationFn: (hireRequestId: string) =>
      apiPost("/api/conversations", { hireRequestId }, conversationResponseSchema, { auth: true }),
  });
}
