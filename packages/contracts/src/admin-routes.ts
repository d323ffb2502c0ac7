import { matchesPagePattern } from "./web-routes.ts";

/**
 * The admin panel's page paths, shared by the server (which answers 404 for anything else on
 * the admin port) and the admin app's router. `/redirect` receives the site's hand-over.
 */
export const adminPagePatterns = [
  "/",
  "/redirect",
  "/moderation",
  "/users",
  "/users/:id",
  "/catalogue",
  "/plans",
  "/payments",
  "/audit",
] as const;

export function isKnownAdminPage(pathname: string): boolean {
  return matchesPagePattern(adminPagePatterns, pathname);
}
