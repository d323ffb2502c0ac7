import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AccountEvent, AccountEventType } from "@mp/contracts/activity";
import type { Database } from "@mp/db/client";
import { accountEvents, DETAIL_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";

/** Where an event came from: the client's address (behind trusted proxies) and its user agent. */
export type EventOrigin = { ip: string | null; userAgent: string | null };

export function originOf(request: FastifyRequest): EventOrigin {
  const userAgent = request.headers["user-agent"]?.trim();
  return { ip: request.ip || null, userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null };
}

/**
 * Called with the transaction of the change it records, so that the log and the account never
 * disagree: when the event cannot be written, the sign-in (or sign-up, …) fails with it.
 */
export async function insertAccountEvent(
  db: Executor,
  userId: string,
  type: AccountEventType,
  origin: EventOrigin,
  detail?: string,
): Promise<void> {
  await db
    .insert(accountEvents)
    .values({ userId, type, ...origin, detail: detail ? detail.slice(0, DETAIL_MAX_LENGTH) : null });
}

/** The origin of an event that no request caused: a webhook, the scheduled work. */
export const systemOrigin: EventOrigin = { ip: null, userAgent: null };

/** One user's events, newest first; `account_events_user_created_idx` serves it. */
export async function findAccountEvents(
  db: Database,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<AccountEvent[]> {
  const rows = await db
    .select({
      _id: accountEvents.id,
      type: accountEvents.type,
      ip: accountEvents.ip,
      userAgent: accountEvents.userAgent,
      detail: accountEvents.detail,
      createdAt: accountEvents.createdAt,
    })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(...newestFirst(accountEvents))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
