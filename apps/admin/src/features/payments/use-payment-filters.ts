import { billingPlanFamilies, paymentKinds, paymentStatuses } from "@mp/contracts/billing";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useUrlFilters } from "../../lib/use-url-filters";

/** The list's filters, as the URL holds them (`?status=&kind=&provider=&family=&search=&from=&to=`). */
export type PaymentFilters = {
  status: string;
  kind: string;
  provider: string;
  family: string;
  search: string;
  from: string;
  to: string;
};

export const paymentFilterKeys = ["status", "kind", "provider", "family", "search", "from", "to"] as const;
const allowed: Partial<Record<keyof PaymentFilters, readonly string[]>> = {
  status: paymentStatuses,
  kind: paymentKinds,
  provider: ["test", "stripe"],
  family: billingPlanFamilies,
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function read(key: keyof PaymentFilters, value: string): string {
  if (!value) return "";
  const choices = allowed[key];
  if (choices) return choices.includes(value) ? value : "";
  if (key === "from" || key === "to") return DAY.test(value) ? value : "";
  return value.trim().slice(0, 100);
}

/** Filters and the open payment (`?payment=`) live in the URL: a reload or a shared link shows the same. */
export function usePaymentFilters() {
  const filters = useUrlFilters(paymentFilterKeys, read);
  const [params, setParams] = useSearchParams();
  const openId = params.get("payment");

  const openPayment = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("payment", id);
        else next.delete("payment");
        return next;
      }),
    [setParams],
  );

  return { filters, openId, openPayment };
}
