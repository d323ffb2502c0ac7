import { clientProfileResponseSchema, type ClientProfile, type ClientProfileInputParsed } from "@mp/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost, apiPut } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";
import { clientKeys } from "../../../lib/query-keys-pages";

/** After a save: the owner's details (profile, company rows) and the account (roles, ClientId) are read again. */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (profile: ClientProfile) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.userDetails(profile.userId) }),
    ]);
}

/** `POST /api/clients/register`: once per account. */
export function useRegisterClient() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: async (input: ClientProfileInputParsed) =>
      (await apiPost("/api/clients/register", input, clientProfileResponseSchema, { auth: true })).result_value,
    onSuccess: refresh,
  });
}

/** `PUT /api/clients/me`. */
export function useSaveClientProfile() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: async (input: ClientProfileInputParsed) =>
      (await apiPut("/api/clients/me", input, clientProfileResponseSchema, { auth: true })).result_value,
    onSuccess: refresh,
  });
}
