import {
  freelancerProfileResponseSchema,
  type FreelancerProfile,
  type FreelancerProfileInputParsed,
} from "@mp/contracts/freelancer";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiGet, apiPost, apiPut } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";
import { freelancerKeys } from "../../../lib/query-keys-pages";

/** `GET /api/freelancers/{id}`: by the profile id or the user id; public. */
export function freelancerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: freelancerKeys.profile(id),
    queryFn: async ({ signal }) =>
      // With the token when signed in: the owner (and an admin) still reads a hidden profile.
      (
        await apiGet(`/api/freelancers/${encodeURIComponent(id)}`, freelancerProfileResponseSchema, {
          signal,
          auth: true,
        })
      ).result_value,
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && count < 2,
  });
}

export function useFreelancerProfile(id: string) {
  return useQuery({ ...freelancerProfileQueryOptions(id), enabled: id !== "" });
}

/** After a save: the profile under both its ids, the list, and the account (roles, FreelancerId, connects). */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return async (profile: FreelancerProfile) => {
    queryClient.setQueryData(freelancerKeys.profile(profile._id), profile);
    queryClient.setQueryData(freelancerKeys.profile(profile.userId), profile);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: freelancerKeys.lists }),
      queryClient.invalidateQueries({ queryKey: accountKeys.userDetails(profile.userId) }),
    ]);
  };
}

/** `POST /api/freelancers/register`: once per account. */
export function useRegisterFreelancer() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (input: FreelancerProfileInputParsed) =>
      (await apiPost("/api/freelancers/register", input, freelancerProfileResponseSchema, { auth: true })).result_value,
    onSuccess: store,
  });
}

/** `PUT /api/freelancers/me`. */
export function useSaveFreelancerProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (input: FreelancerProfileInputParsed) =>
      (await apiPut("/api/freelancers/me", input, freelancerProfileResponseSchema, { auth: true })).result_value,
    onSuccess: store,
  });
}
