import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { creditKinds, creditReasons, creditReferenceTypes } from "@mp/contracts/credits";
import {
  checkoutKinds,
  checkoutStatuses,
  paymentKinds,
  paymentProviders,
  paymentStatuses,
  subscriptionStatuses,
} from "@mp/contracts/billing";
import { planFamilies } from "@mp/contracts/plan";
import { users } from "./users.ts";

/**
 * A subscription plan. Prices, allowances and limits live here (the admin panel edits them); a
 * vendor limit left null on a user plan falls back to the free tier's.
 */
export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    family: text("family", { enum: planFamilies }).notNull(),
    /** Basic, Standard, Premium: shown as is, and compared case-blind for the Upgrade button. */
    name: text("name").notNull(),
    /** The order within a family: a higher rank is an upgrade. */
    rank: integer("rank").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** ISO 4217, lower case as Stripe writes it. */
    currency: text("currency").notNull().default("usd"),
    /** Connects granted each period (user plans). */
    connectsPerPeriod: integer("connects_per_period").notNull().default(0),
    /** Hiring requests granted each period (hire plans: "Remaining Freelancer"). */
    freelancersPerPeriod: integer("freelancers_per_period").notNull().default(0),
    listingsLimit: integer("listings_limit"),
    imagesPerListingLimit: integer("images_per_listing_limit"),
    bannerAdsLimit: integer("banner_ads_limit"),
    featureAdsLimit: integer("feature_ads_limit"),
    /** Stripe's price id for this plan, when Stripe is configured; test mode does without. */
    stripePriceId: text("stripe_price_id"),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plans_family_name_idx").on(t.family, sql`lower(${t.name})`),
    index("plans_family_rank_idx").on(t.family, t.rank),
    check("plans_family_check", sql`${t.family} in ('user', 'hire')`),
    check(
      "plans_numbers_check",
      sql`${t.priceCents} >= 0 and ${t.connectsPerPeriod} >= 0 and ${t.freelancersPerPeriod} >= 0`,
    ),
  ],
);

/** A plan's terms, copied onto a subscription at the start of each period. */
export type PlanTerms = {
  priceCents: number;
  currency: string;
  connectsPerPeriod: number;
  freelancersPerPeriod: number;
  listingsLimit: number | null;
  imagesPerListingLimit: number | null;
  bannerAdsLimit: number | null;
  featureAdsLimit: number | null;
};

/** Whose, and which plan of which family: the columns a subscription and a checkout begin with. */
function planHolderColumns() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    family: text("family", { enum: planFamilies }).notNull(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
  };
}

/** A unique index over the rows where `column` is set. */
function uniqueWhenSet(name: string, column: AnyPgColumn) {
  return uniqueIndex(name)
    .on(column)
    .where(sql`${column} is not null`);
}

/** A user's subscription to one plan of a family; at most one live (active or past due) per family. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    ...planHolderColumns(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** Stripe's subscription id (sub_…); null in test mode. */
    providerSubscriptionId: text("provider_subscription_id"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** The period end for which the renewal reminder mail went out: sent once per period. */
    reminderSentFor: timestamp("reminder_sent_for", { withTimezone: true }),
    /**
     * The plan's terms (price, allowances, vendor limits) as they stood when this period began: an
     * admin's change to the plan applies from the next period. Null on rows older than migration 0011.
     */
    terms: jsonb("terms").$type<PlanTerms>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_live_family_idx")
      .on(t.userId, t.family)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueWhenSet("subscriptions_provider_id_idx", t.providerSubscriptionId),
    index("subscriptions_user_idx").on(t.userId, t.createdAt.desc()),
    // The scheduled work: live subscriptions whose period ends soonest.
    index("subscriptions_live_period_end_idx")
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'past_due')`),
    check("subscriptions_status_check", sql`${t.status} in ('active', 'past_due', 'canceled', 'expired')`),
    check("subscriptions_period_check", sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/**
 * A checkout the server opened for a plan: the amount is the server's, never the client's. While
 * one is open for a family, asking again answers the same checkout (no second charge).
 */
export const checkouts = pgTable(
  "checkouts",
  {
    ...planHolderColumns(),
    kind: text("kind", { enum: checkoutKinds }).notNull(),
    /** The subscription an upgrade changes. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** Stripe's Checkout Session id (cs_…); null in test mode. */
    providerSessionId: text("provider_session_id"),
    status: text("status", { enum: checkoutStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checkouts_open_family_idx")
      .on(t.userId, t.family)
      .where(sql`${t.status} = 'open'`),
    uniqueWhenSet("checkouts_provider_session_idx", t.providerSessionId),
    index("checkouts_user_idx").on(t.userId, t.createdAt.desc()),
    check("checkouts_status_check", sql`${t.status} in ('open', 'completed', 'declined', 'expired')`),
    check("checkouts_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** Money that moved (or failed to): one row per charge, renewal or refund, with its receipt number. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    checkoutId: uuid("checkout_id").references(() => checkouts.id),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** Stripe's invoice or payment intent id; null in test mode. */
    providerPaymentId: text("provider_payment_id"),
    /** Shown on the receipt, e.g. MSM-2026-000123. */
    receiptNumber: text("receipt_number").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** On a refund row: the payment it gives back (one refund per payment). */
    refundOf: uuid("refund_of").references((): AnyPgColumn => payments.id),
    /** Who asked for the refund and why (an admin's note). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_receipt_number_idx").on(t.receiptNumber),
    uniqueIndex("payments_provider_payment_idx")
      .on(t.providerPaymentId, t.kind)
      .where(sql`${t.providerPaymentId} is not null`),
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc(), t.id),
    index("payments_created_idx").on(t.createdAt.desc(), t.id),
    uniqueWhenSet("payments_refund_of_idx", t.refundOf),
    check("payments_status_check", sql`${t.status} in ('paid', 'failed', 'refunded')`),
  ],
);

/** Webhook events already handled, by the provider's event id: a replayed event has one effect. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    type: text("type").notNull(),
    /** What handling did: "applied", "ignored: unknown session", … (for the logs and the admin panel). */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_received_idx").on(t.receivedAt.desc())],
);

/** The contract's lists, which the site and the API read too. */
export {
  creditKinds,
  creditReasons,
  creditReferenceTypes,
  type CreditKind,
  type CreditReason,
  type CreditReferenceType,
} from "@mp/contracts/credits";

/**
 * The connects and remaining-freelancer ledger: append-only (a trigger refuses UPDATE and DELETE).
 * The balance is the sum of `delta`; `users.connects` and `users.remaining_freelancers` cache it
 * and change in the same transaction as the row. `(user, kind, reason, reference)` is unique, so
 * the same grant, spend or refund can never be written twice.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: creditKinds }).notNull(),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason", { enum: creditReasons }).notNull(),
    referenceType: text("reference_type", { enum: creditReferenceTypes }).notNull(),
    referenceId: text("reference_id").notNull(),
    /** A person's words: an admin adjustment's reason, or what the row is for. */
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_ledger_once_idx").on(t.userId, t.kind, t.reason, t.referenceType, t.referenceId),
    index("credit_ledger_user_created_idx").on(t.userId, t.createdAt.desc(), t.id),
    check("credit_ledger_delta_check", sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
    check("credit_ledger_kind_check", sql`${t.kind} in ('connects', 'freelancers')`),
  ],
);
