import { z } from "zod";
import { jobListQuerySchema, type JobListQuery } from "./job.ts";
import { listingListQuerySchema, type ListingListQuery } from "./listing.ts";
import { searchQuerySchema } from "./search.ts";

/** A person keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 25;
export const savedSearchKinds = ["listings", "jobs"] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];
export const savedSearchFrequencies = ["instant", "daily"] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

/**
 * The pages whose URL state can be saved, each with the query keys it keeps (its filters; never
 * `page`, `view` or `sort`). `/products` is a subcategory's listings (`name` titles it), `/ourproducts`
 * the products of a category; `/products/{name}/{id}` redirects to `/products?…` before it shows.
 */
export const savedSearchPages = {
  "/search": ["q", "kind", "categoryId"],
  "/findjob": ["q", "categoryId", "subcategoryId", "jobType", "budgetType", "minBudget", "remote"],
  "/products": ["subcategoryId", "name", "q", "min", "max", "open"],
  "/ourproducts": ["categoryId"],
} as const satisfies Record<string, readonly string[]>;
export type SavedSearchPath = keyof typeof savedSearchPages;
export const savedSearchPaths = Object.keys(savedSearchPages) as SavedSearchPath[];

export const savedSearchMessages = {
  notFound: "Saved search not found.",
  tooMany: `You can keep ${MAX_SAVED_SEARCHES} saved searches at most. Delete one to save another.`,
  invalidLink: "Invalid link.",
  freelancers: "Alerts are sent for listings and jobs only.",
  wrongKind: "This page lists other things than the kind chosen.",
  unknownKey: "This page has no such filter.",
} as const;

/** The filters of a listing list (`GET /api/listings`) or a job list (`GET /api/jobs`), without paging. */
export type SavedListingQuery = Omit<ListingListQuery, "page" | "limit" | "sort">;
export type SavedJobQuery = Omit<JobListQuery, "page" | "limit">;
export type SavedSearchQuery = { kind: "listings"; query: SavedListingQuery } | { kind: "jobs"; query: SavedJobQuery };

/** A typed dollar amount ("12" or "12.50", as the pages' URLs hold them) as cents; anything else is passed on to fail. */
function centsOf(dollars: string | undefined): number | string | undefined {
  if (dollars === undefined) return undefined;
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(dollars) ? Math.round(Number(dollars) * 100) : dollars;
}

type Issue = { key: string; message: string };
type Translation = { ok: true; value: SavedSearchQuery } | { ok: false; issues: Issue[] };

function issuesOf(error: z.ZodError, keyOf: (apiKey: string) => string): Issue[] {
  return error.issues.map((issue) => ({ key: keyOf(String(issue.path[0] ?? "")), message: issue.message }));
}

/**
 * The API query a saved page's parameters stand for, checked by the same schema as that page's
 * list or search: a saved search is always a query the API runs. The pages' own keys (dollars in
 * `min`/`max`/`minBudget`, `open=1`) are translated as the pages do.
 */
export function savedSearchQueryOf(path: SavedSearchPath, params: Record<string, string>): Translation {
  const allowed: readonly string[] = savedSearchPages[path];
  const unknown = Object.keys(params).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    return { ok: false, issues: unknown.map((key) => ({ key, message: savedSearchMessages.unknownKey })) };
  if (path === "/search") {
    const parsed = searchQuerySchema.safeParse({ q: params.q, kind: params.kind, categoryId: params.categoryId });
    if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, (key) => key) };
    const { q, kind, categoryId } = parsed.data;
    if (kind === "freelancers")
      return { ok: false, issues: [{ key: "kind", message: savedSearchMessages.freelancers }] };
    if (kind === "jobs") return jobsOf({ q, categoryId }, (key) => key);
    return listingsOf({ q, categoryId }, (key) => key);
  }
  if (path === "/findjob") {
    const { minBudget, ...rest } = params;
    return jobsOf({ ...rest, minBudget: centsOf(minBudget) }, (key) => key);
  }
  if (path === "/products") {
    const { min, max, open, name: _name, ...rest } = params;
    if (!params.subcategoryId)
      return { ok: false, issues: [{ key: "subcategoryId", message: "Invalid subcategory id." }] };
    const openNow = open === undefined ? undefined : open === "1" ? "true" : open;
    const keyOf = (key: string) => ({ minPrice: "min", maxPrice: "max", openNow: "open" })[key] ?? key;
    return listingsOf({ ...rest, minPrice: centsOf(min), maxPrice: centsOf(max), openNow }, keyOf);
  }
  return listingsOf({ kind: "product", categoryId: params.categoryId }, (key) => key);
}

function listingsOf(input: Record<string, unknown>, keyOf: (key: string) => string): Translation {
  const parsed = listingListQuerySchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, keyOf) };
  const { page: _page, limit: _limit, sort: _sort, ...query } = parsed.data;
  return { ok: true, value: { kind: "listings", query } };
}

function jobsOf(input: Record<string, unknown>, keyOf: (key: string) => string): Translation {
  const parsed = jobListQuerySchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error, keyOf) };
  const { page: _page, limit: _limit, ...query } = parsed.data;
  return { ok: true, value: { kind: "jobs", query } };
}

/** The URL a saved search opens: its page with its parameters. */
export function savedSearchUrl(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

const name = z
  .string()
  .trim()
  .min(1, { message: "Enter a name." })
  .max(100, { message: "The name is too long (100 characters at most)." });
const frequency = z.enum(savedSearchFrequencies, { message: "Choose how often to be told." });
/** At most 10 keys (a page has 7 filters at most), each value a URL parameter's length at most. */
const params = z
  .record(z.string().max(20), z.string().max(200))
  .refine((value) => Object.keys(value).length <= 10, { message: "Too many parameters.", abort: true });

/** `POST /api/saved-searches`: a page's URL state, its name and how often to mail. */
export const savedSearchInputSchema = z
  .object({
    kind: z.enum(savedSearchKinds),
    name,
    path: z.enum(savedSearchPaths as [SavedSearchPath, ...SavedSearchPath[]], {
      message: "This page cannot be saved.",
    }),
    params,
    frequency,
  })
  .strict()
  .superRefine((input, ctx) => {
    const translated = savedSearchQueryOf(input.path, input.params);
    if (!translated.ok) {
      for (const { key, message } of translated.issues)
        ctx.addIssue({ code: "custom", path: ["params", key], message });
    } else if (translated.value.kind !== input.kind) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: savedSearchMessages.wrongKind });
    }
  });
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** `PATCH /api/saved-searches/{id}`: a new name, a new frequency, or both. */
export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .strict()
  .refine((input) => input.name !== undefined || input.frequency !== undefined, {
    message: "Change the name or the frequency.",
  });
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchIdParamSchema = z.object({ id: z.uuid({ message: savedSearchMessages.notFound }) }).strict();

export const savedSearchSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(savedSearchKinds),
  name: z.string(),
  path: z.string(),
  params: z.record(z.string(), z.string()),
  frequency: z.enum(savedSearchFrequencies),
  createdAt: z.iso.datetime({ offset: true }),
  lastMailedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ result: z.literal(1), result_value: savedSearchSchema });
export const savedSearchListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(savedSearchSchema),
});
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponseSchema>;
export const savedSearchDeletedResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ _id: z.uuid() }),
});

/** `POST /api/saved-searches/unsubscribe`: the signed token of a mail's link (no sign-in). */
export const unsubscribeInputSchema = z
  .object({ token: z.string().max(300, { message: savedSearchMessages.invalidLink }) })
  .strict();
/** `name` is null when the saved search was already gone (a link used twice). */
export const unsubscribeResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ name: z.string().nullable() }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
