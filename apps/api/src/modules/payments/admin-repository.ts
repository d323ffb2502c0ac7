import { and, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { payments, plans, subscriptions, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import { newestFirst } from "../../lib/order.ts";
import type { PaymentRow } from "./payment-repository.ts";

/** The admin list's filters, parsed; `after` is the last row of the previous page (keyset paging). */
export type AdminPaymentFilter = {
  status?: PaymentRow["status"];
  kind?: PaymentRow["kind"];
  provider?: PaymentRow["provider"];
  family?: "user" | "hire";
  search: string;
  /** UTC dates, inclusive. */
  from?: string;
  to?: string;
  /** The id of the previous page's last row (keyset paging: exact, whatever the clock's precision). */
  after?: string;
  limit: number;
};

const listColumns = {
  payment: payments,
  userEmail: users.email,
  userName: users.name,
  planName: plans.name,
  planFamily: plans.family,
};
/** Payments with their payer and plan, as the admin panel lists them. */
const selectListed = (db: Executor) =>
  db
    .select(listColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(plans, eq(plans.id, payments.planId));

export type AdminPaymentListRow = {
  payment: PaymentRow;
  userEmail: string;
  userName: string;
  planName: string;
  planFamily: "user" | "hire";
};

/**
 * Newest first by (created_at, id) — `payments_created_idx` — one more row than asked so the
 * caller knows whether a next page exists. The e-mail search joins the user (trigram index on
 * users.email); a receipt number matches exactly.
 */
export async function findAdminPayments(db: Executor, filter: AdminPaymentFilter): Promise<AdminPaymentListRow[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(payments.status, filter.status));
  if (filter.kind) where.push(eq(payments.kind, filter.kind));
  if (filter.provider) where.push(eq(payments.provider, filter.provider));
  if (filter.family) where.push(eq(plans.family, filter.family));
  if (filter.from) where.push(gte(payments.createdAt, new Date(`${filter.from}T00:00:00.000Z`)));
  if (filter.to) where.push(lt(payments.createdAt, new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000)));
  if (filter.search) {
    where.push(
      or(ilike(users.email, containsPattern(filter.search)), eq(payments.receiptNumber, filter.search.toUpperCase()))!,
    );
  }
  if (filter.after) {
    const at = sql`(select p.created_at from payments p where p.id = ${filter.after})`;
    where.push(
      sql`(${payments.createdAt} < ${at} or (${payments.createdAt} = ${at} and ${payments.id} > ${filter.after}))`,
    );
  }
  const rows = await selectListed(db)
    .where(where.length > 0 ? and(...where) : undefined)
    // The order of `payments_created_idx` (created_at desc nulls last, id).
    .orderBy(...newestFirst(payments))
    .limit(filter.limit + 1);
  return rows as AdminPaymentListRow[];
}

export async function findAdminPayment(db: Executor, id: string): Promise<AdminPaymentListRow | null> {
  const [row] = await selectListed(db).where(eq(payments.id, id)).limit(1);
  return (row as AdminPaymentListRow | undefined) ?? null;
}

/** The refund of a payment, if any (`payments_refund_of_idx`). */
export async function findRefundOf(db: Executor, paymentId: string): Promise<AdminPaymentListRow | null> {
  const [row] = await selectListed(db).where(eq(payments.refundOf, paymentId)).limit(1);
  return (row as AdminPaymentListRow | undefined) ?? null;
}

export async function paymentExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).limit(1);
  return row !== undefined;
}

export async function lockPayment(tx: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row ?? null;
}

export async function markRefunded(tx: Executor, id: string): Promise<void> {
  await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, id));
}

export async function findSubscriptionSummary(db: Executor, id: string) {
  const [row] = await db
    .select({ id: subscriptions.id, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row ?? null;
}
