import { formatMoney } from "@mp/ui/lib/format.ts";

/** "$12.50", or "Price on request" when the listing has no price. */
export function formatPrice(priceCents: number | null, currency: string): string {
  if (priceCents === null) return "Price on request";
  return formatMoney(priceCents, currency);
}
