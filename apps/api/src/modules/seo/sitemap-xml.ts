/** The sitemaps protocol (https://www.sitemaps.org/protocol.html): UTF-8, entity-escaped URLs. */
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export type SitemapUrl = { loc: string; lastmod?: string };

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

/** A `<urlset>` of at most 50,000 pages. */
export function urlSet(urls: SitemapUrl[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${NAMESPACE}">`,
    ...urls.map((url) => entry("url", url)),
    "</urlset>",
    "",
  ].join("\n");
}

/** A `<sitemapindex>` pointing at the sitemaps themselves. */
export function sitemapIndex(sitemaps: SitemapUrl[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...sitemaps.map((sitemap) => entry("sitemap", sitemap)),
    "</sitemapindex>",
    "",
  ].join("\n");
}
