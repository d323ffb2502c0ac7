import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import type { AdminUser } from "../features/users/api/get-users";

const signInAgain = () => failure(401, "Please sign in again.");

/** The two endpoints the panel calls, as the server answers a caller without a known token. */
export const server = setupServer(
  http.get("/api/auth/session", signInAgain),
  http.get("/api/admin/users", signInAgain),
);

/** A page of `GET /api/admin/users`, with the total the list's pager shows. */
export function userPage(users: AdminUser[], { currentPage = 1, hasMore = false, total = users.length } = {}) {
  return HttpResponse.json({ result: 1, result_value: users, meta: { hasMore, currentPage, total } });
}

type AdminApiOptions = {
  /** The token the server knows; any other bearer gets 401. */
  token: string;
  /** Whom the token belongs to. */
  me: AdminUser;
  /** Every account, for /api/admin/users to search and page through. */
  users?: AdminUser[];
  /** Overrides the session check's answer to the right token (failures, held replies). */
  sessionReply?: () => Response | Promise<Response>;
  /** Overrides the user list's answer to an admin (failures, held replies). */
  usersReply?: (url: URL) => Response | Promise<Response>;
};

/**
 * Answers the panel's two endpoints as the server does for `token`: 401 with any other bearer,
 * 403 on the user list for non-admins, search by name or email, pages of `limit`. Returns the log
 * of the requests made.
 */
export function serveAdminApi({ token, me, users = [], sessionReply, usersReply }: AdminApiOptions) {
  const isKnown = (request: Request) => request.headers.get("Authorization") === `Bearer ${token}`;
  server.use(
    http.get("/api/auth/session", ({ request }) => {
      if (!isKnown(request)) return signInAgain();
      return sessionReply ? sessionReply() : ok(me);
    }),
    http.get("/api/admin/users", ({ request }) => {
      if (!isKnown(request)) return signInAgain();
      if (me.additionalusertype === null) return failure(403, "Admins only.");
      const url = new URL(request.url);
      if (usersReply) return usersReply(url);
      const page = Number(url.searchParams.get("page"));
      const limit = Number(url.searchParams.get("limit"));
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const matches = users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
      return userPage(matches.slice((page - 1) * limit, page * limit), {
        currentPage: page,
        hasMore: page * limit < matches.length,
        total: matches.length,
      });
    }),
  );
  return recordRequests(server);
}
