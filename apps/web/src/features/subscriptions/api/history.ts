import { PAYMENT_PAGE_SIZE, paymentListResponseSchema, type PaymentListResponse } from "@mp/contracts/billing";
import { LEDGER_PAGE_SIZE, ledgerResponseSchema, type CreditKind, type LedgerResponse } from "@mp/contracts/credits";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { billingKeys } from "../../../lib/query-keys-pages";

/** `GET /api/credits/ledger?kind=&page=&limit=`: the user's own connects and allowance movements, newest first. */
export function getLedger(kind: CreditKind | null, page: number, signal?: AbortSignal): Promise<LedgerResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(LEDGER_PAGE_SIZE) });
  if (kind) query.set("kind", kind);
  return apiGet(`/api/credits/ledger?${query}`, ledgerResponseSchema, { signal, auth: true });
}

type LedgerPage = { userId: string; kind: CreditKind | null; page: number };

export function ledgerQueryOptions({ userId, kind, page }: LedgerPage) {
  return queryOptions({
    queryKey: billingKeys.ledger(userId, kind ?? "all", page),
    queryFn: ({ signal }) => getLedger(kind, page, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLedger(options: LedgerPage) {
  return useQuery(ledgerQueryOptions(options));
}

/** `GET /api/payments?page=&limit=`: the user's own payments, newest first. */
export function getPayments(page: number, signal?: AbortSignal): Promise<PaymentListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAYMENT_PAGE_SIZE) });
  return apiGet(`/api/payments?${query}`, paymentListResponseSchema, { signal, auth: true });
}

export function paymentsQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: billingKeys.payments(userId, page),
    queryFn: ({ signal }) => getPayments(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(userId: string, page: number) {
  return useQuery(paymentsQueryOptions(userId, page));
}
