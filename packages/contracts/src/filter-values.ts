// The browse pages' filter and sort values, without zod: the public pages read them in their first
// view (issue 14), so they live apart from the schemas, which re-export them.

/** How a subcategory's listings may be sorted (`GET /api/listings?sort=`); "rating": best average first, unrated last. */
export const listingSorts = ["relevance", "newest", "price_asc", "price_desc", "distance", "rating"] as const;

/** What a search may be narrowed to (`GET /api/search?kind=`). */
export const searchKinds = ["all", "listings", "jobs", "freelancers"] as const;

/** A job's type. */
export const jobTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;

/** How a job's budget is meant: a fixed price or by the hour. */
export const jobBudgetTypes = ["fixed", "hourly"] as const;

/** How the freelancers may be sorted (`GET /api/freelancers?sort=`). */
export const freelancerSorts = ["relevance", "newest", "rating", "rate_asc", "rate_desc"] as const;
