import type { AdminUserDetails } from "@mp/contracts/admin-users";
import type { Database } from "@mp/db/client";
import { AppError } from "../../lib/app-error.ts";
import { findAccountEvents } from "../activity/repository.ts";
import { findLedgerRows, ledgerBalance, toLedgerRowView } from "../credits/public.ts";
import { toUser } from "../users/user-view.ts";
import { adminUserMessages, signInMethods } from "@mp/contracts/admin-users";
import { countOwned, findAccount, findSubscriptions, RECENT_ROWS } from "./repository.ts";

/** `GET /api/admin/users/{id}`'s answer, and what every action answers once it is done; 404 for no such user. */
export async function loadUserDetails(db: Database, id: string): Promise<AdminUserDetails> {
  const account = await findAccount(db, id);
  if (!account) throw new AppError("NOT_FOUND", adminUserMessages.notFound);
  const [subscriptionRows, counts, events, ledgerRows, ledgerConnects] = await Promise.all([
    findSubscriptions(db, id),
    countOwned(db, id),
    findAccountEvents(db, id, { limit: RECENT_ROWS, offset: 0 }),
    findLedgerRows(db, id, { limit: RECENT_ROWS, offset: 0 }),
    ledgerBalance(db, id, "connects"),
  ]);
  return {
    account: {
      ...toUser(account),
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
      emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null,
      signInMethods: signInMethods.filter((method) => account.signInWith[method]),
      suspendedAt: account.suspendedAt?.toISOString() ?? null,
      suspensionNote: account.suspensionNote,
      liveSessions: account.liveSessions,
    },
    balances: {
      connects: account.connects,
      remainingFreelancers: account.remainingFreelancers,
      ledgerConnects,
    },
    subscriptions: subscriptionRows.map((row) => ({
      ...row,
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
    recentEvents: events,
    recentLedger: ledgerRows.map(toLedgerRowView),
  };
}
