import type { FastifyInstance, FastifyRequest } from "fastify";
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
