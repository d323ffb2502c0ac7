// What other modules may use of payments: the subscription changes the scheduled work runs.
export { applyRenewal, endSubscription, type RenewalInput } from "./fulfilment.ts";
