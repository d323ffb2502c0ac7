import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminSessionMessages } from "@mp/contracts/admin-session";
import { authMessages } from "@mp/contracts/auth";
import type { User } from "@mp/contracts/user";
import { AppError } from "../lib/app-error.ts";
import type { Tokens } from "../lib/tokens.ts";
import { isAdmin } from "../lib/ownership.ts";

type AuthHook = (request: FastifyRequest) => Promise<void>;
/** The user of a live session, or null; the app passes it in, so that plugins know no module. */
export type SessionUserLookup = (sessionId: string, userId: string) => Promise<User | null>;
/** Records an admin request on the session, or answers "idle" (and ends it) past the inactivity limit. */
export type AdminActivity = (sessionId: string) => Promise<"active" | "idle">;

declare module "fastify" {
  interface FastifyInstance {
    tokens: Tokens;
    /** `onRequest` hook: a valid bearer token of a live session, or 401. Sets `request.user`. */
    authenticate: AuthHook;
    /**
     * `onRequest` hook: as `authenticate`, and the additional user type Admin or Super-Admin, or
     * 403; then 401 when the session's last admin request is older than ADMIN_IDLE_MINUTES.
     */
    requireAdmin: AuthHook;
    /** `onRequest` hook: as `requireAdmin`, and the additional user type Super-Admin, or 403. */
    requireSuperAdmin: AuthHook;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

const BEARER = /^Bearer ([\w.-]{1,4096})$/;

/**
 * Every route that needs an account says so with one of these hooks. They run before the body
 * is read, check the token's signature, then its session and user in one query, so that a
 * logged-out token, a reset password or a changed role counts from the very next request.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: Tokens,
  findSessionUser: SessionUserLookup,
  adminActivity: AdminActivity = () => Promise.resolve("active"),
): void {
  app.decorate("tokens", tokens);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  const authenticate: AuthHook = async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await findSessionUser(claims.sessionId, claims.userId) : null;
    if (!claims || !user) throw new AppError("UNAUTHORIZED", authMessages.signInRequired);
    request.user = user;
    request.sessionId = claims.sessionId;
  };
  app.decorate("authenticate", authenticate);
  // The admin session ends after ADMIN_IDLE_MINUTES without an admin request (checked after the
  // role, so that someone without it is told so and their session is left alone).
  const checkActivity = async (request: FastifyRequest) => {
    if (request.sessionId && (await adminActivity(request.sessionId)) === "idle") {
      throw new AppError("UNAUTHORIZED", adminSessionMessages.idle);
    }
  };
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await authenticate(request);
    if (!isAdmin(signedInUser(request))) throw new AppError("FORBIDDEN", authMessages.adminDenied);
    await checkActivity(request);
  });
  app.decorate("requireSuperAdmin", async (request: FastifyRequest) => {
    await authenticate(request);
    if (signedInUser(request).additionalusertype !== "Super-Admin")
      throw new AppError("FORBIDDEN", authMessages.adminDenied);
    await checkActivity(request);
  });
}

/** The user that `authenticate` found; only for routes behind it. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError("UNAUTHORIZED", authMessages.signInRequired);
  return request.user;
}
