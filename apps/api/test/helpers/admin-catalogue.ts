import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { AdminCatalogue } from "@mp/contracts/admin-catalogue";
import { createAccount, makeAdmin, type Account } from "./accounts.ts";
import { callApi, createVendorTestApp, rows, type VendorTestApp } from "./vendor.ts";

type Answer = { result: number; message: string; result_value: { _id: string }; errors?: Record<string, string[]> };

/**
 * A test app of the file's own with an admin and a member, and the calls the admin catalogue
 * tests make: `call` as the admin (or another token), the admin's catalogue, audit rows of a
 * target, and the site's category list.
 */
export function useAdminCatalogueApp() {
  const state = {} as { t: VendorTestApp; admin: Account; member: Account };
  beforeAll(async () => {
    state.t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
    [state.admin, state.member] = await Promise.all([createAccount(state.t.app), createAccount(state.t.app)]);
    await makeAdmin(state.t.database, state.admin.user._id);
  });
  afterAll(() => state.t?.close());

  const call = <T = Answer>(method: string, url: string, payload?: object, token = state.admin.token) =>
    callApi<T>(state.t.app, method, url, token, payload);
  return {
    state,
    call,
    catalogue: async () =>
      (await call<{ result_value: AdminCatalogue }>("GET", "/api/admin/categories")).body.result_value,
    auditRows: (targetId: string) =>
      rows<{
        action: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
        actor_id: string;
      }>(
        state.t.database,
        sql`select action, before, after, actor_id from audit_log where target_id = ${targetId} order by id`,
      ),
    siteCategories: async () =>
      (
        await callApi<{ result_value: { _id: string; categoryName: string; icon: string }[] }>(
          state.t.app,
          "GET",
          "/api/getmaincategory",
        )
      ).body.result_value,
  };
}
