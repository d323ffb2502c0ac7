import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import {
  addDays,
  utcDay,
  type BannerAdInput,
  type BannerAdStats,
  type ServedBannerAd,
  type VendorBannerAd,
} from "@mp/contracts/banner-ad";
import type { User } from "@mp/contracts/user";
import { bearer, login, signupBody, type Account } from "./accounts.ts";
import { createVendorTestApp, rows, uploadImage, type ErrorBody, type VendorTestApp } from "./vendor.ts";

export const today = utcDay();

/**
 * The set-up of the banner-ad test files: an app of their own, the seeded categories, and the
 * calls the tests make. The fields of `s` are filled in by `beforeAll`.
 */
export function useBannerAdSuite() {
  const s = {} as { t: VendorTestApp; categoryIds: string[] };

  beforeAll(async () => {
    s.t = await createVendorTestApp();
    s.categoryIds = (await rows<{ id: string }>(s.t.database, sql`select id from categories order by id`)).map(
      (r) => r.id,
    );
  });
  afterAll(() => s.t?.close());

  let accounts = 0;
  /** A new account signed up and in from its own address: these files need more than one address may sign up. */
  async function createAccount(): Promise<Account> {
    accounts += 1;
    const remoteAddress = `10.20.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}`;
    const body = signupBody();
    const created = await s.t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body, remoteAddress });
    if (created.statusCode !== 201) throw new Error(`signup failed: ${created.statusCode} ${created.body}`);
    const signedIn = await login(s.t.app, body.email, body.password, remoteAddress);
    const { token, user } = signedIn.json<{ token: string; user: User }>();
    return { email: body.email, password: body.password, token, user };
  }

  async function adBody(account: Account, overrides: Partial<BannerAdInput> = {}): Promise<BannerAdInput> {
    const image = overrides.imageId ? null : await uploadImage(s.t.app, account.token);
    return {
      title: "Spring sale at the bindery",
      imageId: image?._id ?? "",
      linkUrl: "https://bindery.example.org/sale",
      placement: "home",
      categoryId: null,
      startsAt: today,
      endsAt: addDays(today, 13),
      ...overrides,
    };
  }

  function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) {
    return s.t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  }

  async function createAd(account: Account, overrides: Partial<BannerAdInput> = {}): Promise<VendorBannerAd> {
    const res = await call("POST", "/api/vendor/banner-ads", account.token, await adBody(account, overrides));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json<{ result_value: VendorBannerAd }>().result_value;
  }

  /**
   * Moves an ad's stored period, as time passing would. Written behind the server's back, so the
   * server is told, as its own routes do: the placements' ads it drew from are read again.
   */
  async function setPeriod(id: string, startsAt: string, endsAt: string) {
    await s.t.database.db.execute(
      sql`update banner_ads set starts_at = ${startsAt}::timestamptz, ends_at = ${endsAt}::timestamptz where id = ${id}`,
    );
    await s.t.app.catalogueVersion.bump();
  }

  async function served(query: string): Promise<ServedBannerAd | null> {
    const res = await call("GET", `/api/banner-ads?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ result_value: ServedBannerAd | null }>().result_value;
  }

  async function event(id: string, type: string, userAgent: string, remoteAddress = "203.0.113.7") {
    const res = await s.t.app.inject({
      method: "POST",
      url: `/api/banner-ads/${id}/events`,
      headers: { "user-agent": userAgent },
      remoteAddress,
      payload: { type },
    });
    return { status: res.statusCode, body: res.json<{ result_value: { counted: boolean } } & ErrorBody>() };
  }

  async function stats(account: Account, id: string): Promise<BannerAdStats> {
    const res = await call("GET", `/api/vendor/banner-ads/${id}/stats`, account.token);
    expect(res.statusCode).toBe(200);
    return res.json<{ result_value: BannerAdStats }>().result_value;
  }

  return { s, call, createAccount, adBody, createAd, setPeriod, served, event, stats };
}
