// What other modules and the app may use of payments: the subscription changes the scheduled work
// runs, and moving Stripe subscriptions to a plan's new price.
export { applyRenewal, endSubscription, type RenewalInput } from "./fulfilment.ts";
export { createPaymentsContext } from "./context.ts";
export { moveStripeSubscribersToPlanPrice } from "./plan-price.ts";
