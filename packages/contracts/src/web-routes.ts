/**
 * The site's page paths, shared by the server (which answers 404 for anything else) and
 * the web app's router. `:name` matches one path segment. Each issue adds its pages here.
 */
export const webPagePatterns = ["/", "/terms-conditions", "/terms&conditions"] as const;

export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return webPagePatterns.some((pattern) => matches(pattern, path));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(":") ? (got[i] ?? "") !== "" : part === got[i]));
}
