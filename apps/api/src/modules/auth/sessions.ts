import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { insertSession } from "./repository.ts";

/** Opens a session for the user and answers its token, which expires with it (`TOKEN_TTL_HOURS`). */
export async function startSession(app: FastifyInstance, userId: string): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + app.config.tokenTtlHours * 3_600_000);
  await insertSession(app.database.db, { id: sessionId, userId, expiresAt });
  return app.tokens.sign({ userId, sessionId }, expiresAt);
}
