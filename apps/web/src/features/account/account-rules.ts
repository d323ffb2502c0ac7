import { adminUserTypes, type User, type UserPlan } from "@mp/contracts/user";
import { laterPages } from "../../lib/pages";

/** Spec section 9: connects or remaining freelancers at or below this show in red. */
export const LOW_BALANCE_THRESHOLD = 10;

export function isLowBalance(count: number): boolean {
  return count <= LOW_BALANCE_THRESHOLD;
}

/** Spec section 9: these plans get an Upgrade button. */
const upgradablePlans = ["basic", "standard"];

export function isUpgradablePlan(plan: UserPlan | null): boolean {
  return plan !== null && isUpgradablePlanName(plan.planType);
}

function isUpgradablePlanName(name: string): boolean {
  return upgradablePlans.includes(name.trim().toLowerCase());
}

export type PlanAction = { label: "Upgrade" | "Buy subscription"; to: string };

/**
 * The subscription row's button: "Upgrade" for Basic and Standard, "Buy subscription" with no
 * plan (spec section 2), and only once the subscription page exists.
 */
export function planAction(plan: UserPlan | null, hasPage: (path: string) => boolean): PlanAction | null {
  return actionFor(plan?.planType ?? null, laterPages.productSubscriptionPlan, hasPage);
}

/** The same for the member's hire plan (`HireSubscriptionType`), on the hire plan page. */
export function hirePlanAction(hirePlan: string | null, hasPage: (path: string) => boolean): PlanAction | null {
  return actionFor(hirePlan, laterPages.hireSubscriptionPlan, hasPage);
}

function actionFor(planName: string | null, to: string, hasPage: (path: string) => boolean): PlanAction | null {
  if (!hasPage(to)) return null;
  if (planName === null) return { label: "Buy subscription", to };
  return isUpgradablePlanName(planName) ? { label: "Upgrade", to } : null;
}

/** Spec section 6: only the additional user types Admin and Super-Admin open the admin panel. */
export function canOpenAdminPanel(user: Pick<User, "additionalusertype">): boolean {
  return user.additionalusertype !== null && adminUserTypes.includes(user.additionalusertype);
}

/** Spec section 6: the Member Profile tab needs the Client privilege. */
export function hasClientPrivilege(user: Pick<User, "AddtionalRole">): boolean {
  return user.AddtionalRole.includes("Client");
}
