/** "$12.50", or "Price on request" when the listing has no price. */
export function formatPrice(priceCents: number | null, currency: string): string {
  if (priceCents === null) return "Price on request";
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(priceCents / 100);
  } catch {
    return `${(priceCents / 100).toFixed(2)} ${currency}`;
  }
}

/** A typed dollar amount as whole cents, or undefined when it is empty or not a price. */
export function dollarsToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** A website link only for http(s) addresses; anything else (javascript:, data:) is refused. */
export function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
