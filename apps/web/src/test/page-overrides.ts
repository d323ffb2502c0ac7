import type * as PagesModule from "../lib/pages";

/**
 * Pages a test adds to lib/pages' real list or takes away from it, whichever issue builds them.
 * In an `*.isolated.test.tsx`:
 * `vi.mock("…/lib/pages", async (importOriginal) => withPageOverrides(await importOriginal()))`,
 * with `withPageOverrides` taken from `await import("…/test/page-overrides")` inside the factory.
 */
export const pageOverrides = { existing: new Set<string>(), missing: new Set<string>() };

/** lib/pages with `hasPage` answering the overrides first. */
export function withPageOverrides(original: typeof PagesModule): typeof PagesModule {
  const { existing, missing } = pageOverrides;
  return { ...original, hasPage: (path) => !missing.has(path) && (existing.has(path) || original.hasPage(path)) };
}
