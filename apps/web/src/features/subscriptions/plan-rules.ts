import type { BillingPlan } from "@mp/contracts/billing";
import type { Plan } from "@mp/contracts/plan";
import { formatNumber } from "@mp/ui/lib/format.ts";

/**
 * What a plan card offers against the current plan of its family: "buy" without one, "upgrade"
 * to a higher rank, nothing for the current plan or a lower one (plans only move up).
 */
export type PlanOffer = "buy" | "upgrade" | "current" | "lower";

export function planOffer(
  plan: Pick<Plan, "_id" | "rank">,
  current: Pick<BillingPlan, "_id" | "rank"> | null,
): PlanOffer {
  if (!current) return "buy";
  if (plan._id === current._id) return "current";
  return plan.rank > current.rank ? "upgrade" : "lower";
}

/** Where a checkout's answered url leads: a page of this site through the router, or another origin (Stripe). */
export type CheckoutTarget = { kind: "route"; path: string } | { kind: "external"; href: string };

export function checkoutTarget(url: string, origin: string): CheckoutTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin === origin) return { kind: "route", path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return parsed.protocol === "https:" || parsed.protocol === "http:" ? { kind: "external", href: parsed.href } : null;
}

/** "50 connects a month", the plan's allowance in its family's unit. */
export function allowanceText(plan: Pick<Plan, "family" | "connectsPerPeriod" | "freelancersPerPeriod">): string {
  return plan.family === "hire"
    ? `${formatNumber(plan.freelancersPerPeriod)} ${plan.freelancersPerPeriod === 1 ? "freelancer" : "freelancers"} a month`
    : `${formatNumber(plan.connectsPerPeriod)} connects a month`;
}
