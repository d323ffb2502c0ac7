// What other modules may use of plans: the allowance of a vendor's plan, the counts checked against it, and plan reads.
export { assertRoomForLiveAd, assertWithinLimit, limitsFor, type PlanLimits } from "./limits.ts";
export { toPlan } from "./plan-view.ts";
export { findPlan, type PlanRow } from "./repository.ts";
export { lockAndCountListings } from "./usage-repository.ts";
export { termsOf, withTerms, type PlanTerms } from "./terms.ts";
