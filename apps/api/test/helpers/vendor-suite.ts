import { afterAll, beforeAll } from "vitest";
import { createAccount, type Account } from "./accounts.ts";
import { callApi, catalogue, createVendorTestApp, type VendorTestApp } from "./vendor.ts";

export type VendorSuite = {
  t: VendorTestApp;
  ids: Awaited<ReturnType<typeof catalogue>>;
  /** Two accounts of the file's own: one that owns what the tests make, one that must not touch it. */
  owner: Account;
  stranger: Account;
};

/**
 * The set-up of a test file about the vendor's routes: an app with its own DATA_DIR built before the
 * file's tests and closed after them, a subcategory to list in and two accounts. The fields are
 * filled in by `beforeAll`, so tests read them as `s.t`, `s.owner` and so on.
 */
export function useVendorSuite(env: Record<string, string> = {}) {
  const s = {} as VendorSuite;
  beforeAll(async () => {
    s.t = await createVendorTestApp(env);
    s.ids = await catalogue(s.t.database);
    s.owner = await createAccount(s.t.app);
    s.stranger = await createAccount(s.t.app);
  });
  afterAll(() => s.t?.close());
  const call = <T = unknown>(method: string, url: string, token?: string, payload?: object) =>
    callApi<T>(s.t.app, method, url, token, payload);
  return { s, call };
}
