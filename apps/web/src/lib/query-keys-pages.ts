// The query-key factories of the resources only lazily loaded pages read, by the rules of
// query-keys.ts. Apart from it so that the home page's first view, which imports query-keys.ts,
// does not carry them (issue 14's byte budget).

type Filters = Readonly<Record<string, unknown>>;

/** A listing's reviews: `GET /api/listings/{id}/reviews` by page, and the signed-in author's own (`…/reviews/mine`). */
export const reviewKeys = {
  listing: (listingId: string) => ["reviews", listingId] as const,
  page: (listingId: string, page: number) => ["reviews", listingId, "page", page] as const,
  mine: (listingId: string, userId: string) => ["reviews", listingId, "mine", userId] as const,
};

export const freelancerKeys = {
  /** Every page of the list, whatever its filters. */
  lists: ["freelancers", "list"] as const,
  list: (filters: Filters) => ["freelancers", "list", filters] as const,
  /** `GET /api/freelancers/{id}`, by profile id or user id. */
  profile: (id: string) => ["freelancers", "profile", id] as const,
};

/** Client (member) profiles: the owner's `POST /api/clientProfileDetails`. */
export const clientKeys = {
  all: ["clients"] as const,
  details: (userId: string, page: number) => ["clients", "details", userId, page] as const,
};

export const searchKeys = {
  results: (params: Filters) => ["search", "results", params] as const,
  suggest: (q: string) => ["search", "suggest", q] as const,
};

/** Public vendor pages: `GET /api/vendors/{id}`. */
export const vendorPageKeys = {
  vendor: (id: string) => ["vendors", id] as const,
  page: (id: string, page: number) => ["vendors", id, page] as const,
};

/** Hiring requests, their reviews, and what the hiring pages read of jobs and applications. */
export const hireKeys = {
  all: ["hiring"] as const,
  incoming: (userId: string, page: number, limit: number) => ["hiring", userId, "incoming", { page, limit }] as const,
  sent: (userId: string, page: number) => ["hiring", userId, "sent", { page }] as const,
  reviews: (id: string) => ["hiring", "reviews", id] as const,
  myApplications: (userId: string, page: number) => ["hiring", userId, "applications", { page }] as const,
  myJobs: (userId: string) => ["hiring", userId, "jobs"] as const,
};

/** `GET /api/plans?family=`: the plans on sale (public). */
export const planKeys = {
  family: (family: string) => ["plans", family] as const,
};

/**
 * The signed-in user's subscriptions, checkouts, payments and connects ledger; `all(userId)`
 * reaches every entry of one account, refreshed together once a payment is confirmed.
 */
export const billingKeys = {
  all: (userId: string) => ["billing", userId] as const,
  subscription: (userId: string) => ["billing", userId, "subscription"] as const,
  checkout: (userId: string, checkoutId: string) => ["billing", userId, "checkout", checkoutId] as const,
  payments: (userId: string, page: number) => ["billing", userId, "payments", { page }] as const,
  ledger: (userId: string, kind: string, page: number) => ["billing", userId, "ledger", { kind, page }] as const,
};

/** The signed-in vendor's own data under `/api/vendor/…`; `all` reaches every entry of it. */
export const vendorKeys = {
  all: ["vendor"] as const,
  listings: {
    all: ["vendor", "listings"] as const,
    page: (page: number, limit?: number) => ["vendor", "listings", { page, limit }] as const,
  },
  listing: {
    detail: (id: string) => ["vendor", "listing", id] as const,
    preview: (id: string) => ["vendor", "listing", id, "preview"] as const,
    gallery: (id: string) => ["vendor", "listing", id, "gallery"] as const,
    fields: (id: string) => ["vendor", "listing", id, "fields"] as const,
  },
  profile: () => ["vendor", "profile"] as const,
  bannerAds: {
    all: ["vendor", "banner-ads"] as const,
    page: (page: number) => ["vendor", "banner-ads", "list", { page }] as const,
    list: ["vendor", "banner-ads", "list"] as const,
    ad: (id: string) => ["vendor", "banner-ads", "ad", id] as const,
    stats: (id: string) => ["vendor", "banner-ads", "stats", id] as const,
  },
  featureAds: {
    page: (page: number) => ["vendor", "feature-ads", { page }] as const,
  },
  /** The vendor funnel: a listing's, the whole business's and a feature ad's, over a range of days. */
  funnel: {
    listing: (id: string, range: Filters) => ["vendor", "funnel", "listing", id, range] as const,
    business: (range: Filters) => ["vendor", "funnel", "business", range] as const,
    featureAd: (id: string, range: Filters) => ["vendor", "funnel", "feature-ad", id, range] as const,
  },
};

/** The signed-in user's saved searches: `GET /api/saved-searches` (the user in the key, as for the activity log). */
export const savedSearchKeys = {
  all: ["saved-searches"] as const,
  list: (userId: string) => ["saved-searches", "list", userId] as const,
};
