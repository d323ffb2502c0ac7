import { eq } from "drizzle-orm";
import { payments } from "@mp/db/schema/index";
import { createAccountElsewhere } from "../helpers/admin-users.ts";
import { adminCatalogueCases } from "../helpers/admin-catalogue-cases.ts";
import { PLANS } from "../helpers/payments.ts";
import { ctx, send, type Row } from "./context.ts";

const adminUserUrl = (action: string) => `/api/admin/users/${ctx.users.target.user._id}/${action}`;

/** An admin suspends (hiding the target's listing) and restores a user, and refunds a payment; the catalogue editor. */
export const adminRows: Row[] = [
  [
    "POST /api/admin/users/:id/suspend",
    { catalogue: true, request: () => send("POST", adminUserUrl("suspend"), { note: "Spam" }, ctx.users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/restore",
    { catalogue: true, request: () => send("POST", adminUserUrl("restore"), {}, ctx.users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/role",
    { catalogue: false, request: () => send("POST", adminUserUrl("role"), { role: "Admin" }, ctx.users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/password-reset",
    {
      catalogue: false,
      request: () => send("POST", adminUserUrl("password-reset"), undefined, ctx.users.admin.token),
    },
  ],
  [
    "POST /api/admin/users/:id/connects",
    {
      catalogue: false,
      request: () => send("POST", adminUserUrl("connects"), { delta: 3, reason: "Goodwill" }, ctx.users.admin.token),
    },
  ],
  [
    "POST /api/admin/payments/:id/refund",
    {
      catalogue: false,
      request: async () => {
        const buyer = await createAccountElsewhere(ctx.t.app);
        const opened = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, buyer.token);
        const { checkoutId } = opened.json<{ result_value: { checkoutId: string } }>().result_value;
        await send("POST", `/api/payments/test-checkout/${checkoutId}/pay`, undefined, buyer.token);
        const [paid] = await ctx.t.database.db.select().from(payments).where(eq(payments.userId, buyer.user._id));
        const note = { note: "Asked for by the customer" };
        return send("POST", `/api/admin/payments/${paid!.id}/refund`, note, ctx.users.admin.token);
      },
    },
  ],
  ...adminCatalogueCases(() => ({ app: ctx.t.app, adminToken: ctx.users.admin.token })),
];
