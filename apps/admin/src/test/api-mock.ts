import type { AdminUser } from "../features/users/api/get-users";
import { failure, mockApi, ok, type Reply } from "@mp/ui/test/api-mock.ts";

/** The URLs fetch was called with, as paths with their query, e.g. "/api/admin/users?page=1&…". */
export function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

let nextId = 1;
function uuid(): string {
  return `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
}

/** A user as GET /api/admin/users lists them: a plain User with no plan unless overridden. */
export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const name = overrides.name ?? `Person ${nextId}`;
  const slug = name.toLowerCase().replace(/\W+/g, ".");
  return {
    _id: uuid(),
    name,
    displayName: name,
    email: `${slug}@example.com`,
    phone: "+61 400 000 000",
    userType: "User",
    ClientId: null,
    FreelancerId: null,
    HireFreelancerAvailable: false,
    RemainingFreelancer: 0,
    additionalusertype: null,
    AddtionalRole: [],
    userPlan: null,
    createdAt: "2025-03-14T09:30:00.000Z",
    ...overrides,
  };
}

type FakeServerOptions = {
  /** The token the server knows; any other bearer gets 401. */
  token: string;
  /** Whom the token belongs to. */
  me: AdminUser;
  /** Every account, for /api/admin/users to search and page through. */
  users?: AdminUser[];
  /** Overrides the session check's answer to the right token (failures, held replies). */
  sessionReply?: () => Reply | Promise<Reply>;
  /** Overrides the user list's answer to an admin (failures, held replies). */
  usersReply?: (url: URL) => Reply | Promise<Reply>;
};

/**
 * The two endpoints the admin panel calls, behaving as the server does: 401 without the right
 * bearer, 403 on admin routes for non-admins, search by name or email, pages of `limit`.
 */
export function mockAdminApi({ token, me, users = [], sessionReply, usersReply }: FakeServerOptions) {
  return mockApi((url, { headers }) => {
    if (headers.get("Authorization") !== `Bearer ${token}`) return failure(401, "Please sign in again.");
    if (url.pathname === "/api/auth/session") return sessionReply ? sessionReply() : ok(me);
    if (url.pathname !== "/api/admin/users") return failure(404, "Not found.");
    if (me.additionalusertype === null) return failure(403, "Admins only.");
    if (usersReply) return usersReply(url);
    const page = Number(url.searchParams.get("page"));
    const limit = Number(url.searchParams.get("limit"));
    const search = (url.searchParams.get("search") ?? "").toLowerCase();
    const matches = users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
    return {
      body: {
        result: 1,
        result_value: matches.slice((page - 1) * limit, page * limit),
        meta: { hasMore: page * limit < matches.length, currentPage: page, total: matches.length },
      },
    };
  });
}
