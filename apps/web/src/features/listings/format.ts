/** "$12.50", or "Price on request" when the listing has no price. */
export function formatPrice(priceCents: number | null, currency: string): string {
  if (priceCents === null) return "Price on request";
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(priceCents / 100);
  } catch {
    return `${(priceCents / 100).toFixed(2)} ${currency}`;
  }
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
