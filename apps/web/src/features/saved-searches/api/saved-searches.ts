import {
  savedSearchDeletedResponseSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  unsubscribeResponseSchema,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchUpdate,
} from "@mp/contracts/saved-search";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPatch, apiPost } from "../../../lib/api-client";
import { savedSearchKeys } from "../../../lib/query-keys-pages";

const url = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

/** `GET /api/saved-searches`: the signed-in user's, newest first. */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: async ({ signal }) =>
      (await apiGet("/api/saved-searches", savedSearchListResponseSchema, { signal, auth: true })).result_value,
  });
}

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(userId));
}

/** `POST /api/saved-searches`: the page's URL state, its name and frequency. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedSearchInput) =>
      (await apiPost("/api/saved-searches", input, savedSearchResponseSchema, { auth: true })).result_value,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** `PATCH /api/saved-searches/{id}`: a new name or frequency. */
export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: SavedSearchUpdate }): Promise<SavedSearch> =>
      (await apiPatch(url(id), changes, savedSearchResponseSchema, { auth: true })).result_value,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** `DELETE /api/saved-searches/{id}`. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiDelete(url(id), savedSearchDeletedResponseSchema, { auth: true })).result_value,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** `POST /api/saved-searches/unsubscribe`: the mail link's token, without signing in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiPost("/api/saved-searches/unsubscribe", { token }, unsubscribeResponseSchema)).result_value,
  });
}
