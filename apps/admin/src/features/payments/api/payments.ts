import {
  adminPaymentDetailResponseSchema,
  adminPaymentListResponseSchema,
  refundResponseSchema,
  type AdminPayment,
  type AdminPaymentDetail,
  type RefundRequest,
  type RefundResult,
} from "@mp/contracts/admin-payments";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { paymentKeys } from "../../../lib/query-keys";
import type { PaymentFilters } from "../use-payment-filters";

export type { AdminPayment, AdminPaymentDetail, RefundResult };

export const PAYMENTS_PAGE_SIZE = 25;

/** The non-empty filters as query parameters. */
function queryOf(filters: PaymentFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ limit: String(PAYMENTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set("cursor", cursor);
  return query;
}

/** `GET /api/admin/payments`: newest first, one page after `cursor` (the last row's id). */
export async function getPayments(filters: PaymentFilters, cursor: string | null, signal?: AbortSignal) {
  const body = await apiGet(`/api/admin/payments?${queryOf(filters, cursor)}`, adminPaymentListResponseSchema, {
    signal,
  });
  return { payments: body.result_value, nextCursor: body.meta.nextCursor };
}

/** Pages follow one another by key ("Show more"): a payment made meanwhile never shifts them. */
export function usePayments(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPayments(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/payments/${encodeURIComponent(id)}`, adminPaymentDetailResponseSchema, { signal }))
        .result_value,
  });
}

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}

/** `POST /api/admin/payments/{id}/refund`; the list and the payment are read again after it. */
export function useRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RefundRequest) =>
      (await apiPost(`/api/admin/payments/${encodeURIComponent(id)}/refund`, request, refundResponseSchema))
        .result_value,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
