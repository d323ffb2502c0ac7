/**
 * An http(s) address as a link target, or null: javascript:, data: and anything else never
 * becomes a link, whatever the server let through.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
