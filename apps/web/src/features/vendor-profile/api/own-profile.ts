import {
  ownProfileResponseSchema,
  savedProfileResponseSchema,
  type VendorProfile,
  type VendorProfileInputParsed,
} from "@mp/contracts/vendor-profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../lib/api-client";
import { vendorKeys, vendorPageKeys } from "../../../lib/query-keys-pages";

const path = "/api/vendor/profile";

/** `GET /api/vendor/profile`: the signed-in user's own profile, or null before they make one. */
export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: vendorKeys.profile(),
    queryFn: async ({ signal }) => (await apiGet(path, ownProfileResponseSchema, { signal, auth: true })).result_value,
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/** `PUT /api/vendor/profile`: creates or replaces the profile. */
export async function saveProfile(input: VendorProfileInputParsed): Promise<VendorProfile> {
  return (await apiPut(path, input, savedProfileResponseSchema, { auth: true })).result_value;
}

/** The save as a mutation: the own profile is the answer, and the public page is read again. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: vendorPageKeys.vendor(profile._id) });
    },
  });
}
