// Without zod: the site's home page reads these in its first view (issue 14), so they live apart
// from the feature-ad schemas (feature-ad.ts re-exports them).

/** The home page's featured block: how many it shows by default, and at most. */
export const FEATURED_LISTINGS_DEFAULT = 8;
export const FEATURED_LISTINGS_MAX = 24;
