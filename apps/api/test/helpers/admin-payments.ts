import { eq } from "drizzle-orm";
import { payments } from "@mp/db/schema/index";
import { bearer, type Account } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

/** The admin payment routes as an admin calls them. */
export const list = (t: TestApp, admin: Account, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/payments${query}`, headers: bearer(admin.token) });
export const detail = (t: TestApp, admin: Account, id: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/payments/${id}`, headers: bearer(admin.token) });
export const refund = (
  t: TestApp,
  admin: Account,
  id: string,
  payload: object = { note: "Asked for by the customer" },
) => t.app.inject({ method: "POST", url: `/api/admin/payments/${id}/refund`, headers: bearer(admin.token), payload });

/** The user's newest payment that is not a refund row. */
export async function latestPaymentId(t: TestApp, userId: string): Promise<string> {
  const rows = await t.database.db.select().from(payments).where(eq(payments.userId, userId));
  return rows.find((row) => row.kind !== "refund")!.id;
}
