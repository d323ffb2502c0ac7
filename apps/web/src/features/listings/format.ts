/** "$12.50", or "Price on request" when the listing has no price. */
export function formatPrice(priceCents: number | null, currency: string): string {
  if (priceCents === null) return "Price on request";
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(priceCents / 100);
  } catch {
    return `${(priceCents / 100).toFixed(2)} ${currency}`;
  }
}
