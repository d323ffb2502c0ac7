import {
  currentSubscriptionsResponseSchema,
  subscriptionResponseSchema,
  type CurrentSubscriptionsResponse,
  type SubscriptionResponse,
} from "@mp/contracts/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { billingKeys } from "../../../lib/query-keys-pages";

/** `GET /api/subscription`: the signed-in user's live user and hire subscriptions (each null without one). */
export function getSubscriptions(signal?: AbortSignal): Promise<CurrentSubscriptionsResponse> {
  return apiGet("/api/subscription", currentSubscriptionsResponseSchema, { signal, auth: true });
}

export function subscriptionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

export function useSubscriptions(userId: string) {
  return useQuery(subscriptionsQueryOptions(userId));
}

/** `POST /api/subscription/{id}/cancel`: it stays live until the end of its period. */
export function cancelSubscription(subscriptionId: string): Promise<SubscriptionResponse> {
  return apiPost(`/api/subscription/${encodeURIComponent(subscriptionId)}/cancel`, {}, subscriptionResponseSchema, {
    auth: true,
  });
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(userId) }),
  });
}
