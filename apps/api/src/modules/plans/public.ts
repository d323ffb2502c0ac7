// What other modules may use of plans: the allowance of a vendor's plan and the counts checked against it.
export { assertWithinLimit, limitsFor, type PlanLimits } from "./limits.ts";
export { lockAndCountListings, lockAndCountLiveAds } from "./usage.ts";
