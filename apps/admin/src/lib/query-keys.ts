// One query-key factory per API resource the admin panel reads.

/** `GET /api/admin/users` and `GET /api/admin/users/{id}`. */
export const userKeys = {
  all: ["users"] as const,
  /** Every page of the list, whatever its search. */
  lists: ["users", "list"] as const,
  list: (params: { page: number; search: string }) => ["users", "list", params] as const,
  /** `GET /api/admin/users/{id}`. */
  detail: (id: string) => ["users", "detail", id] as const,
};

/** `GET /api/auth/session`, keyed by the token it checks. */
export const sessionKeys = {
  check: (token: string) => ["session", token] as const,
  /** Whether `queryKey` is the check of `token`. */
  isCheckOf: (queryKey: readonly unknown[], token: string | null) => queryKey[0] === "session" && queryKey[1] === token,
};

/** `GET /api/admin/dashboard?range=`. */
export const dashboardKeys = {
  range: (range: string) => ["dashboard", range] as const,
};

/** `GET /api/admin/payments` (filters, paged by key) and `GET /api/admin/payments/{id}`. */
export const paymentKeys = {
  all: ["payments"] as const,
  list: (filters: Record<string, string>) => ["payments", "list", filters] as const,
  detail: (id: string) => ["payments", "detail", id] as const,
};

/** `GET /api/admin/audit` (search and filters, paged by key). */
export const auditKeys = {
  all: ["audit"] as const,
  list: (filters: Record<string, string>) => ["audit", "list", filters] as const,
};

/** `GET /api/admin/categories`: the whole catalogue in one answer. */
export const catalogueKeys = {
  all: ["catalogue"] as const,
};

/** `GET /api/admin/plans`: both families. */
export const planKeys = {
  all: ["plans"] as const,
};

/** `GET /api/admin/reports` (by status and page). */
export const reportKeys = {
  all: ["reports"] as const,
  list: (params: { status: string; page: number }) => ["reports", "list", params] as const,
};
