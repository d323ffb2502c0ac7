import type { Account } from "../helpers/accounts.ts";
import { createAccount } from "../helpers/accounts.ts";
import { PLANS, postWebhook, signed, stripeEvent, testModeSecret } from "../helpers/payments.ts";
import { ctx, send, type Row } from "./context.ts";

const billing = {} as { account: Account; checkoutId: string };

/** A checkout declined, one paid, the subscription it starts cancelled, and a Stripe webhook. */
export const paymentRows: Row[] = [
  [
    "POST /api/payments/checkout",
    {
      catalogue: false,
      request: async () => {
        billing.account = await createAccount(ctx.t.app);
        const res = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, billing.account.token);
        billing.checkoutId = res.json<{ result_value: { checkoutId: string } }>().result_value.checkoutId;
        return res;
      },
    },
  ],
  [
    "POST /api/payments/test-checkout/:id/decline",
    {
      catalogue: false,
      request: () =>
        send("POST", `/api/payments/test-checkout/${billing.checkoutId}/decline`, undefined, billing.account.token),
    },
  ],
  [
    "POST /api/payments/test-checkout/:id/pay",
    {
      catalogue: false,
      request: async () => {
        const opened = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, billing.account.token);
        const { checkoutId } = opened.json<{ result_value: { checkoutId: string } }>().result_value;
        return send("POST", `/api/payments/test-checkout/${checkoutId}/pay`, undefined, billing.account.token);
      },
    },
  ],
  [
    "POST /api/subscription/:id/cancel",
    {
      catalogue: false,
      request: async () => {
        const live = await send("GET", "/api/subscription", undefined, billing.account.token);
        const { _id } = live.json<{ result_value: { user: { _id: string } } }>().result_value.user;
        return send("POST", `/api/subscription/${_id}/cancel`, undefined, billing.account.token);
      },
    },
  ],
  [
    "POST /api/payments/webhook",
    {
      catalogue: false,
      request: () => {
        const { payload, signature } = signed(
          stripeEvent("customer.created", { id: "cus_1" }),
          testModeSecret(ctx.t.app),
        );
        return postWebhook(ctx.t.app, payload, signature);
      },
    },
  ],
];
