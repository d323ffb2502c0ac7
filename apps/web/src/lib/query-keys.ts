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

/** Jobs and their applications; `all` reaches every entry after a post, an edit, a close or an application. */
export const jobKeys = {
  all: ["jobs"] as const,
  list: (filters: Filters) => ["jobs", "list", filters] as const,
  recent: (limit: number) => ["jobs", "recent", limit] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  mine: (page: number) => ["jobs", "mine", { page }] as const,
  /** `GET /api/applications/mine`: the freelancer's own applications. */
  myApplications: (page: number) => ["jobs", "my-applications", { page }] as const,
  applications: (jobId: string, page: number) => ["jobs", "applications", jobId, { page }] as const,
};

/** The banners served to visitors: `GET /api/banner-ads`. */
export const servedBannerKeys = {
  served: (placement: string, categoryId: string | null, subcategoryId: string | null) =>
    ["banner-ads", placement, categoryId, subcategoryId] as const,
};

export const accountKeys = {
  userDetails: (userId: string) => ["account", "user-details", userId] as const,
  /** The connects balance; under `userDetails` so that refreshing the account refreshes it. */
  connects: (userId: string) => ["account", "user-details", userId, "connects"] as const,
  verification: (userId: string) => ["account", "verification", userId] as const,
  /** Every account's verification state (a mailed link confirms whoever is signed in, if anyone). */
  verifications: ["account", "verification"] as const,
  /** `POST /api/account/email/confirm`'s answer for one mailed token. */
  emailConfirmation: (token: string) => ["account", "email-confirmation", token] as const,
  activityLog: (userId: string, page: number, limit: number) =>
    ["account", "activity-log", userId, page, limit] as const,
};

/** The signed-in user's conversations: `GET /api/conversations`, its unread count and each thread. */
export const messageKeys = {
  all: ["messages"] as const,
  conversations: (page: number) => ["messages", "conversations", page] as const,
  unread: () => ["messages", "unread"] as const,
  thread: (conversationId: string) => ["messages", "thread", conversationId] as const,
};

/** The signed-in user's saved items: the hearts' ids, each kind's pages of /saved, and an owner's save counts. */
export const favouriteKeys = {
  all: ["favourites"] as const,
  ids: (userId: string) => ["favourites", userId, "ids"] as const,
  lists: (userId: string) => ["favourites", userId, "list"] as const,
  list: (userId: string, type: string, page: number) => ["favourites", userId, "list", type, { page }] as const,
  counts: (userId: string, type: string, ids: readonly string[]) =>
    ["favourites", userId, "counts", type, ids] as const,
};
