import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { insertAccountEvent, type EventOrigin } from "../activity/repository.ts";
import { insertSession } from "./repository.ts";

/**
 * Opens a session for the user and answers its token, which expires with it (`TOKEN_TTL_HOURS`).
 * The "signed in" event is written in the session's transaction: no session goes unlogged.
 */
export async function startSession(app: FastifyInstance, userId: string, origin: EventOrigin): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + app.config.tokenTtlHours * 3_600_000);
  await app.database.db.transaction(async (tx) => {
    await insertSession(tx, { id: sessionId, userId, expiresAt });
    await insertAccountEvent(tx, userId, "signed_in", origin);
  });
  return app.tokens.sign({ userId, sessionId }, expiresAt);
}
