import { billingMessages, type CheckoutView, type Payment, type Subscription } from "@mp/contracts/billing";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { findOwnCheckout } from "./checkout-repository.ts";
import {
  findBalances,
  findOwnPayment,
  findPaymentByCheckout,
  findUserPayments,
  grantedByPayment,
  type PaymentRow,
} from "./payment-repository.ts";
import { findPlan, type PlanRow } from "./plan-repository.ts";
import { findLiveSubscription, findOwnSubscription, type SubscriptionRow } from "./subscription-repository.ts";
import { toCheckoutView, toPayment, toSubscription } from "./views.ts";

/** Plans read once per id within one answer. */
function planReader(db: Executor) {
  const seen = new Map<string, Promise<PlanRow | null>>();
  return async (id: string): Promise<PlanRow> => {
    if (!seen.has(id)) seen.set(id, findPlan(db, id));
    const plan = await seen.get(id)!;
    if (!plan) throw new Error(`plan ${id} is missing`);
    return plan;
  };
}

/** `GET /api/payments/checkout/{id}`: someone else's checkout is 404, as an unknown one. */
export async function checkoutView(db: Executor, id: string, userId: string, now: Date): Promise<CheckoutView> {
  const checkout = await findOwnCheckout(db, id, userId);
  if (!checkout) throw new AppError("NOT_FOUND", billingMessages.checkoutNotFound);
  const plan = planReader(db);
  if (checkout.status !== "completed") {
    return toCheckoutView(checkout, await plan(checkout.planId), now, { subscription: null, granted: null });
  }
  const payment = await findPaymentByCheckout(db, userId, checkout.id);
  const subscription = checkout.subscriptionId ? await findOwnSubscription(db, checkout.subscriptionId, userId) : null;
  const granted = payment ? await grantedByPayment(db, userId, payment.id) : { connects: 0, freelancers: 0 };
  const balances = await findBalances(db, userId);
  return toCheckoutView(checkout, await plan(checkout.planId), now, {
    subscription: subscription ? toSubscription(subscription, await plan(subscription.planId)) : null,
    granted: { ...granted, connectsBalance: balances.connects, freelancersBalance: balances.freelancers },
  });
}

/** `GET /api/subscription`: the live subscription of each family. */
export async function currentSubscriptions(db: Executor, userId: string) {
  const plan = planReader(db);
  const view = async (row: SubscriptionRow | null): Promise<Subscription | null> =>
    row ? toSubscription(row, await plan(row.planId)) : null;
  const [user, hire] = await Promise.all([
    findLiveSubscription(db, userId, "user"),
    findLiveSubscription(db, userId, "hire"),
  ]);
  return { user: await view(user), hire: await view(hire) };
}

export async function subscriptionView(db: Executor, row: SubscriptionRow): Promise<Subscription> {
  return toSubscription(row, await planReader(db)(row.planId));
}

/** One page of the user's payments (one row more than asked, for `hasMore`). */
export async function paymentPage(db: Executor, userId: string, window: { limit: number; offset: number }) {
  const rows = await findUserPayments(db, userId, window);
  const plan = planReader(db);
  const views: Payment[] = [];
  for (const row of rows) views.push(toPayment(row, await plan(row.planId)));
  return views;
}

/** The user's own payment with its plan; someone else's is 404. */
export async function ownPayment(
  db: Executor,
  id: string,
  userId: string,
): Promise<{ payment: PaymentRow; plan: PlanRow }> {
  const payment = await findOwnPayment(db, id, userId);
  if (!payment) throw new AppError("NOT_FOUND", billingMessages.paymentNotFound);
  return { payment, plan: await planReader(db)(payment.planId) };
}
