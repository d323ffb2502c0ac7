import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";
import { isAdmin } from "./ownership.ts";

/**
 * Whether the caller of a public route may read content that is hidden: its owner (who sees why)
 * or an admin. A missing or stale token is a visitor, never an error.
 */
export async function mayReadHidden(app: FastifyInstance, request: FastifyRequest, ownerId: string): Promise<boolean> {
  if (!request.headers.authorization) return false;
  const user = await app.authenticate(request).then(
    () => request.user,
    () => null,
  );
  return user !== null && (user._id === ownerId || isAdmin(user));
}

/**
 * A public profile as the caller may read it: a missing one, and a hidden one for anybody but its
 * owner (who sees why) and admins, answer 404 with `notFound`.
 */
export async function requireReadable<T extends { hidden?: unknown; userId: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  content: T | null,
  notFound: string,
): Promise<T> {
  if (!content || (content.hidden && !(await mayReadHidden(app, request, content.userId)))) {
    throw new AppError("NOT_FOUND", notFound);
  }
  return content;
}
