import {
  checkoutStartResponseSchema,
  checkoutViewResponseSchema,
  testCheckoutResultResponseSchema,
  type CheckoutStartResponse,
  type CheckoutViewResponse,
  type TestCheckoutResultResponse,
} from "@mp/contracts/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { billingKeys } from "../../../lib/query-keys-pages";

/** `POST /api/payments/checkout`: only the plan's id; the server sets price and plan. */
export function startCheckout(planId: string): Promise<CheckoutStartResponse> {
  return apiPost("/api/payments/checkout", { planId }, checkoutStartResponseSchema, { auth: true });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

/** `GET /api/payments/checkout/{id}`: the signed-in user's own checkout, with what it granted once completed. */
export function getCheckout(checkoutId: string, signal?: AbortSignal): Promise<CheckoutViewResponse> {
  return apiGet(`/api/payments/checkout/${encodeURIComponent(checkoutId)}`, checkoutViewResponseSchema, {
    signal,
    auth: true,
  });
}

/** How often the success page asks again while the payment is still being confirmed. */
export const CHECKOUT_POLL_MS = 1500;

type CheckoutQuery = { userId: string; checkoutId: string; poll?: boolean };

export function checkoutQueryOptions({ userId, checkoutId, poll = false }: CheckoutQuery) {
  return queryOptions({
    queryKey: billingKeys.checkout(userId, checkoutId),
    queryFn: ({ signal }) => getCheckout(checkoutId, signal),
    // Polled until the server's answer is final; a settled checkout never changes again.
    refetchInterval: (query) =>
      poll && (query.state.data?.result_value.status ?? "open") === "open" ? CHECKOUT_POLL_MS : false,
    staleTime: 0,
  });
}

export function useCheckout(options: CheckoutQuery) {
  return useQuery(checkoutQueryOptions(options));
}

export type TestCheckoutAnswer = "pay" | "decline";

/** Test mode's `POST /api/payments/test-checkout/{id}/pay` or `…/decline`: answers where to go next. */
export function answerTestCheckout(
  checkoutId: string,
  answer: TestCheckoutAnswer,
): Promise<TestCheckoutResultResponse> {
  return apiPost(
    `/api/payments/test-checkout/${encodeURIComponent(checkoutId)}/${answer}`,
    {},
    testCheckoutResultResponseSchema,
    { auth: true },
  );
}

export function useAnswerTestCheckout(userId: string, checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TestCheckoutAnswer) => answerTestCheckout(checkoutId, answer),
    // Refused (paid or declined meanwhile, in another tab): the page shows the checkout as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: billingKeys.checkout(userId, checkoutId) }),
  });
}
