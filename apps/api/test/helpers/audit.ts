import { count, eq } from "drizzle-orm";
import { auditLog, payments } from "@mp/db/schema/index";
import { createAccount, makeAdmin, type Account } from "./accounts.ts";
import { buyPlan, PLANS } from "./payments.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** The audit log tests' app (no sign-up throttle, no mail sent) with an Admin and a Super-Admin. */
export async function createAuditTestApp(): Promise<{ t: TestApp; admin: Account; superAdmin: Account }> {
  const t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  const [admin, superAdmin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id, "Admin");
  await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
  t.app.mailer.sendInBackground = () => undefined;
  return { t, admin, superAdmin };
}

export const auditCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** A user who bought Basic in test mode, and that payment's id. */
export async function paidPurchase(t: TestApp): Promise<string> {
  const buyer = await createAccount(t.app);
  await buyPlan(t.app, buyer.token, PLANS.userBasic);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, buyer.user._id));
  return row!.id;
}
