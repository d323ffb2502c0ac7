// One query-key factory per API resource the admin panel reads.

/** `GET /api/admin/users`. */
export const userKeys = {
  list: (params: { page: number; search: string }) => ["users", "list", params] as const,
};

/** `GET /api/auth/session`, keyed by the token it checks. */
export const sessionKeys = {
  check: (token: string) => ["session", token] as const,
  /** Whether `queryKey` is the check of `token`. */
  isCheckOf: (queryKey: readonly unknown[], token: string | null) => queryKey[0] === "session" && queryKey[1] === token,
};
