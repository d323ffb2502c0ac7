// One query-key factory per API resource. Every cache entry of a resource starts with the
// resource's own key, so a read shares its entry with every other reader of the same data and a
// write invalidates a resource (or the whole of the vendor's own data) with one prefix.

type Filters = Readonly<Record<string, unknown>>;

/** `GET /api/category`, `/api/category-index` and `/api/subcategory/{id}`. */
export const categoryKeys = {
  all: ["categories"] as const,
  /** Every category, or those whose name contains `search`. */
  list: (search = "") => ["categories", "list", { search }] as const,
  page: (page: number, search: string) => ["categories", "page", { page, search }] as const,
  index: () => ["categories", "index"] as const,
  subcategories: (categoryId: string) => ["categories", "subcategories", categoryId] as const,
};

/** The public listings: `GET /api/listings`, `/api/listings/{id}`, its gallery, featured and newest. */
export const listingKeys = {
  all: ["listings"] as const,
  list: (filters: Filters) => ["listings", "list", filters] as const,
  featured: (limit: number) => ["listings", "featured", limit] as const,
  newest: (limit: number) => ["listings", "newest", limit] as const,
  detail: (id: string) => ["listings", "detail", id] as const,
  gallery: (id: string) => ["listings", "detail", id, "gallery"] as const,
  moreFromVendor: (id: string) => ["listings", "detail", id, "more-from-vendor"] as const,
  /** The map's clusters of a viewport with the list's filters (`GET /api/listings/clusters`). */
  clusters: (filters: Filters, viewport: Filters) => ["listings", "clusters", filters, viewport] as const,
};

/** A listing's reviews: `GET /api/listings/{id}/reviews` by page, and the signed-in author's own (`…/reviews/mine`). */
export const reviewKeys = {
  listing: (listingId: string) => ["reviews", listingId] as const,
  page: (listingId: string, page: number) => ["reviews", listingId, "page", page] as const,
  mine: (listingId: string, userId: string) => ["reviews", listingId, "mine", userId] as const,
};

/** Jobs and their applications; `all` reaches every entry after a post, an edit, a close or an application. */
export const jobKeys = {
  all: ["jobs"] as const,
  list: (filters: Filters) => ["jobs", "list", filters] as const,
  recent: (limit: number) => ["jobs", "recent", limit] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  mine: (page: number) => ["jobs", "mine", { page }] as const,
  applications: (jobId: string, page: number) => ["jobs", "applications", jobId, { page }] as const,
};

export const freelancerKeys = {
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

/** The banners served to visitors: `GET /api/banner-ads`. */
export const servedBannerKeys = {
  served: (placement: string, categoryId: string | null, subcategoryId: string | null) =>
    ["banner-ads", placement, categoryId, subcategoryId] as const,
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

export const accountKeys = {
  userDetails: (userId: string) => ["account", "user-details", userId] as const,
  verification: (userId: string) => ["account", "verification", userId] as const,
  activityLog: (userId: string, page: number, limit: number) =>
    ["account", "activity-log", userId, page, limit] as const,
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
  /** The vendor funnel: a listing's, and the whole business's, over a range of days. */
  funnel: {
    listing: (id: string, range: Filters) => ["vendor", "funnel", "listing", id, range] as const,
    business: (range: Filters) => ["vendor", "funnel", "business", range] as const,
  },
};

/** The signed-in user's conversations: `GET /api/conversations`, its unread count and each thread. */
export const messageKeys = {
  all: ["messages"] as const,
  conversations: (page: number) => ["messages", "conversations", page] as const,
  unread: () => ["messages", "unread"] as const,
  thread: (conversationId: string) => ["messages", "thread", conversationId] as const,
};

/** The signed-in user's saved searches: `GET /api/saved-searches` (the user in the key, as for the activity log). */
export const savedSearchKeys = {
  all: ["saved-searches"] as const,
  list: (userId: string) => ["saved-searches", "list", userId] as const,
};

/** The signed-in user's saved items: the hearts' ids, each kind's pages of /saved, and an owner's save counts. */
export const favouriteKeys = {
  all: ["favourites"] as const,
  ids: (userId: string) => ["favourites", userId, "ids"] as const,
  list: (userId: string, type: string, page: number) => ["favourites", userId, "list", type, { page }] as const,
  counts: (userId: string, type: string, ids: readonly string[]) =>
    ["favourites", userId, "counts", type, ids] as const,
};
