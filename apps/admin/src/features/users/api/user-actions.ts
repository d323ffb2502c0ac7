import {
  adminUserActionResponseSchema,
  type AdjustConnectsRequest,
  type ChangeRoleRequest,
  type RestoreUserRequest,
  type SuspendUserRequest,
} from "@mp/contracts/admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";
import { userKeys } from "../../../lib/query-keys";

type Action =
  | { kind: "suspend"; body: SuspendUserRequest }
  | { kind: "restore"; body: RestoreUserRequest }
  | { kind: "role"; body: ChangeRoleRequest }
  | { kind: "password-reset" }
  | { kind: "connects"; body: AdjustConnectsRequest };

/** `POST /api/admin/users/{id}/{action}`: answers the server's message and the account as it now is. */
export async function postUserAction(id: string, action: Action) {
  const body = "body" in action ? action.body : undefined;
  return apiPost(`/api/admin/users/${encodeURIComponent(id)}/${action.kind}`, body, adminUserActionResponseSchema);
}

/**
 * One hook for every action on the account: the answer replaces the details at once, and the user
 * list (roles, plans) is read again when next shown.
 */
export function useUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => postUserAction(id, action),
    onSuccess: (answer) => {
      queryClient.setQueryData(userKeys.detail(id), answer.result_value);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
    },
  });
}
