import {
  adminPaymentDetailResponseSchema,
  adminPaymentListResponseSchema,
  refundResponseSchema,
  type AdminPayment,
  type AdminPaymentDetail,
  type RefundRequest,
  type RefundResult,
} from "@mp/contracts/admin-payments";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { cursorQuery, useCursorPages } from "../../../lib/cursor-pages";
import { paymentKeys } from "../../../lib/query-keys";
import type { PaymentFilters } from "../use-payment-filters";

export type { AdminPayment, AdminPaymentDetail, RefundResult };

export const PAYMENTS_PAGE_SIZE = 25;

/** `GET /api/admin/payments`: newest first, one page after `cursor` (the last row's id). */
export async function getPayments(filters: PaymentFilters, cursor: string | null, signal?: AbortSignal) {
  const query = cursorQuery(filters, PAYMENTS_PAGE_SIZE, cursor);
  const body = await apiGet(`/api/admin/payments?${query}`, adminPaymentListResponseSchema, { signal });
  return { payments: body.result_value, nextCursor: body.meta.nextCursor };
}

/** The payments, newest first, a page at a time by key ("Show more"). */
export function usePayments(filters: PaymentFilters) {
  return useCursorPages(paymentKeys.list(filters), (cursor, signal) => getPayments(filters, cursor, signal));
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
