import { isKnownPage } from "@mp/contracts/web-routes";

/**
 * Pages that later issues build. A control that leads to one (the account menu's Upgrade,
 * Activity log, View Business and privilege chips, the Directory menu) renders only once its
 * path is in `webPagePatterns`, the one list of pages that exist: the server answers 200 only
 * for those and the router test checks each has a route. Adding the page turns its controls on.
 */
export const laterPages = {
  productSubscriptionPlan: "/productsubscriptionplan",
  hireSubscriptionPlan: "/hiresubscriptionplan",
  activityLog: "/activitylog",
  vendorProducts: "/vendorproducts",
  clientProfile: "/clientprofile",
  freelancerProfile: "/freelancerprofile",
  registerFreelancer: "/registerfreelancer",
  registerClient: "/registerclient",
  hireFreelancers: "/hirefreelancers",
} as const;

export function hasPage(path: string): boolean {
  return isKnownPage(path);
}
