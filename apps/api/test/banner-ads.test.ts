import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  utcDay,
  type BannerAdInput,
  type BannerAdStats,
  type ServedBannerAd,
  type VendorBannerAd,
} from "@mp/contracts/banner-ad";
import type { User } from "@mp/contracts/user";
import { bearer, login, makeAdmin, signupBody, type Account } from "./helpers/accounts.ts";
import { createVendorTestApp, rows, uploadImage, type ErrorBody, type VendorTestApp } from "./helpers/vendor.ts";

let t: VendorTestApp;
let categoryIds: string[];
const today = utcDay();

beforeAll(async () => {
  t = await createVendorTestApp();
  categoryIds = (await rows<{ id: string }>(t.database, sql`select id from categories order by id`)).map((r) => r.id);
});
afterAll(() => t.close());

let accounts = 0;
/** A new account signed up and in from its own address: this file needs more than one address may sign up. */
async function createAccount(): Promise<Account> {
  accounts += 1;
  const remoteAddress = `10.20.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}`;
  const body = signupBody();
  const created = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload: body, remoteAddress });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.statusCode} ${created.body}`);
  const signedIn = await login(t.app, body.email, body.password, remoteAddress);
  const { token, user } = signedIn.json<{ token: string; user: User }>();
  return { email: body.email, password: body.password, token, user };
}

async function adBody(account: Account, overrides: Partial<BannerAdInput> = {}): Promise<BannerAdInput> {
  const image = overrides.imageId ? null : await uploadImage(t.app, account.token);
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
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
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
  await t.database.db.execute(
    sql`update banner_ads set starts_at = ${startsAt}::timestamptz, ends_at = ${endsAt}::timestamptz where id = ${id}`,
  );
  await t.app.catalogueVersion.bump();
}

async function served(query: string): Promise<ServedBannerAd | null> {
  const res = await call("GET", `/api/banner-ads?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ result_value: ServedBannerAd | null }>().result_value;
}

async function event(id: string, type: string, userAgent: string, remoteAddress = "203.0.113.7") {
  const res = await t.app.inject({
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

describe("vendor banner ads", () => {
  it("creates, lists, reads, updates and deletes an ad", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner);
    expect(ad).toMatchObject({
      title: "Spring sale at the bindery",
      linkUrl: "https://bindery.example.org/sale",
      placement: "home",
      categoryId: null,
      startsAt: today,
      endsAt: addDays(today, 13),
      status: "active",
      impressions: 0,
      clicks: 0,
    });
    expect(ad.image.srcset).toContain("w");

    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ result_value: VendorBannerAd[] }>().result_value.map((a) => a._id)).toEqual([ad._id]);

    const read = await call("GET", `/api/vendor/banner-ads/${ad._id}`, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);

    const categoryId = categoryIds[0]!;
    const update = await call(
      "PUT",
      `/api/vendor/banner-ads/${ad._id}`,
      owner.token,
      await adBody(owner, {
        imageId: ad.image._id,
        title: "Summer sale",
        placement: "category",
        categoryId,
        startsAt: addDays(today, 2),
        endsAt: addDays(today, 5),
      }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json<{ result_value: VendorBannerAd }>().result_value).toMatchObject({
      title: "Summer sale",
      placement: "category",
      categoryId,
      categoryName: expect.any(String),
      startsAt: addDays(today, 2),
      endsAt: addDays(today, 5),
      status: "scheduled",
    });

    const removed = await call("DELETE", `/api/vendor/banner-ads/${ad._id}`, owner.token);
    expect(removed.json()).toEqual({ result: 1, result_value: { _id: ad._id } });
    expect((await call("GET", `/api/vendor/banner-ads/${ad._id}`, owner.token)).statusCode).toBe(404);
    // Its image went with it: nothing else used it.
    const images = await rows(t.database, sql`select id from stored_images where id = ${ad.image._id}`);
    expect(images).toEqual([]);
  });

  it("stores placement other than category without a category", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner, { placement: "search", categoryId: categoryIds[0]! });
    expect(ad).toMatchObject({ placement: "search", categoryId: null });
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET", "/api/vendor/banner-ads")).statusCode).toBe(401);
    expect((await call("POST", "/api/vendor/banner-ads", undefined, {})).statusCode).toBe(401);
  });

  it("answers 404 to another user and changes nothing; an admin may manage it", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const ad = await createAd(owner);
    const url = `/api/vendor/banner-ads/${ad._id}`;
    const body = await adBody(other, { imageId: ad.image._id, title: "Taken over" });
    for (const res of [
      await call("GET", url, other.token),
      await call("PUT", url, other.token, body),
      await call("DELETE", url, other.token),
      await call("GET", `${url}/stats`, other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().message).toBe("Banner ad not found.");
    }
    const list = await call("GET", "/api/vendor/banner-ads", other.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toEqual([]);
    const read = await call("GET", url, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);

    const admin = await createAccount();
    await makeAdmin(t.database, admin.user._id);
    const edited = await call("PUT", url, admin.token, { ...body, title: "Checked by an admin" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ result_value: VendorBannerAd }>().result_value.title).toBe("Checked by an admin");
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const othersImage = await uploadImage(t.app, other.token);
    const cases: [Partial<BannerAdInput>, string, string][] = [
      [{ linkUrl: "javascript:alert(1)" }, "linkUrl", "Enter a web address starting with http:// or https://."],
      [{ linkUrl: "ftp://example.org" }, "linkUrl", "Enter a web address starting with http:// or https://."],
      [
        { startsAt: addDays(today, 5), endsAt: addDays(today, 4) },
        "endsAt",
        "The end date must be on or after the start date.",
      ],
      [{ startsAt: addDays(today, -10), endsAt: addDays(today, -1) }, "endsAt", "The end date cannot be in the past."],
      [{ endsAt: addDays(today, 400) }, "endsAt", "An ad may run for at most 366 days."],
      [{ startsAt: "2026-02-30" }, "startsAt", "Enter a date as YYYY-MM-DD."],
      [{ placement: "category", categoryId: null }, "categoryId", "Choose a category."],
      [
        { placement: "category", categoryId: "00000000-0000-4000-8000-000000000000" },
        "categoryId",
        "That category does not exist.",
      ],
      [{ title: "  " }, "title", "Title is required."],
      [{ imageId: othersImage._id }, "imageId", "Image not found."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<ErrorBody>().errors?.[field]).toEqual([message]);
    }
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toEqual([]);
  });

  it("refuses an update with someone else's image or an end moved into the past, and keeps the ad", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const ad = await createAd(owner);
    const othersImage = await uploadImage(t.app, other.token);
    const url = `/api/vendor/banner-ads/${ad._id}`;
    const stolen = await call("PUT", url, owner.token, await adBody(owner, { imageId: othersImage._id }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<ErrorBody>().errors).toEqual({ imageId: ["Image not found."] });
    const past = await call(
      "PUT",
      url,
      owner.token,
      await adBody(owner, { imageId: ad.image._id, startsAt: addDays(today, -3), endsAt: addDays(today, -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().errors).toEqual({ endsAt: ["The end date cannot be in the past."] });
    const read = await call("GET", url, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);
  });

  it("allows as many running or scheduled ads as the plan does; ended ones do not count", async () => {
    const owner = await createAccount();
    const first = await createAd(owner);
    await createAd(owner, { startsAt: addDays(today, 30), endsAt: addDays(today, 40) });
    const refused = await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe("Your plan allows 2 banner ads. Upgrade to add more.");
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toHaveLength(2);

    await setPeriod(first._id, `${addDays(today, -10)}T00:00:00Z`, `${today}T00:00:00Z`);
    const ended = await call("GET", `/api/vendor/banner-ads/${first._id}`, owner.token);
    expect(ended.json<{ result_value: VendorBannerAd }>().result_value.status).toBe("ended");
    expect((await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner))).statusCode).toBe(201);
  });

  it("counts an ended ad brought back to life against the plan, as a new one", async () => {
    const owner = await createAccount();
    const endedAds: VendorBannerAd[] = [];
    for (let i = 0; i < 2; i++) {
      const ad = await createAd(owner);
      await setPeriod(ad._id, `${addDays(today, -10)}T00:00:00Z`, `${today}T00:00:00Z`);
      endedAds.push(ad);
    }
    await createAd(owner);
    await createAd(owner);
    const [ended] = endedAds;
    const url = `/api/vendor/banner-ads/${ended!._id}`;
    const revive = await adBody(owner, { imageId: ended!.image._id, startsAt: today, endsAt: addDays(today, 5) });
    const refused = await call("PUT", url, owner.token, revive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe("Your plan allows 2 banner ads. Upgrade to add more.");
    expect((await call("GET", url, owner.token)).json<{ result_value: VendorBannerAd }>().result_value.status).toBe(
      "ended",
    );
    // Renamed as it is, it stays ended and needs no room.
    const renamed = { ...revive, title: "Renamed", startsAt: addDays(today, -10), endsAt: addDays(today, -1) };
    expect((await call("PUT", url, owner.token, renamed)).statusCode).toBe(200);
    // With a running ad gone, there is room to bring it back.
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    const running = list.json<{ result_value: VendorBannerAd[] }>().result_value.find((ad) => ad.status !== "ended");
    expect((await call("DELETE", `/api/vendor/banner-ads/${running!._id}`, owner.token)).statusCode).toBe(200);
    expect((await call("PUT", url, owner.token, revive)).statusCode).toBe(200);
  });
});

describe("GET /api/banner-ads", () => {
  it("serves an ad only in its placement and only while it runs", async () => {
    const owner = await createAccount();
    const categoryId = categoryIds[1]!;
    const query = `placement=category&categoryId=${categoryId}`;
    expect(await served(query)).toBeNull();

    const future = await createAd(owner, {
      placement: "category",
      categoryId,
      startsAt: addDays(today, 1),
      endsAt: addDays(today, 5),
    });
    expect(await served(query)).toBeNull();

    const past = await createAd(owner, { placement: "category", categoryId });
    await setPeriod(past._id, `${addDays(today, -10)}T00:00:00Z`, new Date(Date.now() - 1000).toISOString());
    expect(await served(query)).toBeNull();

    await setPeriod(future._id, new Date(Date.now() - 1000).toISOString(), `${addDays(today, 5)}T00:00:00Z`);
    const ad = await served(query);
    expect(ad).toMatchObject({ _id: future._id, title: future.title, linkUrl: future.linkUrl });
    expect(ad?.image).toEqual(future.image);
    // A subcategory's page names the subcategory: its category's banner shows there.
    const [subcategory] = await rows<{ id: string }>(
      t.database,
      sql`select id from subcategories where category_id = ${categoryId} order by id limit 1`,
    );
    expect(await served(`placement=category&subcategoryId=${subcategory!.id}`)).toMatchObject({ _id: future._id });
    // Not in another category, nor on the home page or search results.
    expect(await served(`placement=category&categoryId=${categoryIds[2]!}`)).not.toMatchObject({ _id: future._id });
    expect(await served("placement=search")).not.toMatchObject({ _id: future._id });
  });

  it("gives every running ad of a placement a fair share", async () => {
    const categoryId = categoryIds[3]!;
    const ids: string[] = [];
    // Two share a period, the third has its own: both ways of telling ads apart get tried.
    for (const endsAt of [addDays(today, 9), addDays(today, 9), addDays(today, 20)]) {
      ids.push((await createAd(await createAccount(), { placement: "category", categoryId, endsAt }))._id);
    }
    const picks = new Map<string, number>();
    const draws = 300;
    for (let i = 0; i < draws; i++) {
      const ad = await served(`placement=category&categoryId=${categoryId}`);
      picks.set(ad!._id, (picks.get(ad!._id) ?? 0) + 1);
    }
    expect([...picks.keys()].sort()).toEqual([...ids].sort());
    // Each expects 100 of 300; below 60 happens by chance about once in 10^7 runs.
    for (const id of ids) expect(picks.get(id)!).toBeGreaterThan(60);
  });

  it("refuses a bad query", async () => {
    const both = `categoryId=${categoryIds[0]!}&subcategoryId=${categoryIds[1]!}`;
    for (const query of [
      "placement=sidebar",
      "placement=category",
      `placement=home&categoryId=${categoryIds[0]!}`,
      `placement=search&subcategoryId=${categoryIds[0]!}`,
      `placement=category&${both}`,
    ]) {
      expect((await call("GET", `/api/banner-ads?${query}`)).statusCode).toBe(400);
    }
  });
});

describe("POST /api/banner-ads/:id/events and the statistics", () => {
  it("counts a visitor's impression and click once within the window, and another visitor's again", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner, { placement: "search" });
    expect(await event(ad._id, "impression", "Firefox")).toEqual({
      status: 202,
      body: { result: 1, result_value: { counted: true } },
    });
    expect((await event(ad._id, "impression", "Firefox")).body.result_value.counted).toBe(false);
    // Another User-Agent from the same address is the same visitor; another address is not.
    expect((await event(ad._id, "impression", "Chrome")).body.result_value.counted).toBe(false);
    expect((await event(ad._id, "impression", "Chrome", "198.51.100.9")).body.result_value.counted).toBe(true);
    expect((await event(ad._id, "click", "Firefox")).body.result_value.counted).toBe(true);
    expect((await event(ad._id, "click", "Firefox")).body.result_value.counted).toBe(false);

    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.json<{ result_value: VendorBannerAd[] }>().result_value[0]).toMatchObject({
      impressions: 2,
      clicks: 1,
    });
    const numbers = await stats(owner, ad._id);
    expect(numbers.totals).toEqual({ impressions: 2, clicks: 1 });
    expect(numbers.daysActive).toBe(1);
    expect(numbers.days).toEqual([{ day: today, impressions: 2, clicks: 1 }]);
  });

  it("counts nothing for an ad that has ended or not started, and 404 for an unknown ad or bad event", async () => {
    const owner = await createAccount();
    const ended = await createAd(owner);
    await setPeriod(ended._id, `${addDays(today, -5)}T00:00:00Z`, new Date(Date.now() - 1000).toISOString());
    expect(await event(ended._id, "impression", "Firefox")).toEqual({
      status: 202,
      body: { result: 1, result_value: { counted: false } },
    });
    expect((await event(ended._id, "click", "Firefox")).body.result_value.counted).toBe(false);
    const scheduled = await createAd(owner, { startsAt: addDays(today, 3), endsAt: addDays(today, 4) });
    expect((await event(scheduled._id, "impression", "Firefox")).body.result_value.counted).toBe(false);
    expect((await stats(owner, ended._id)).totals).toEqual({ impressions: 0, clicks: 0 });
    const scheduledStats = await stats(owner, scheduled._id);
    expect(scheduledStats).toMatchObject({ daysActive: 0, days: [], totals: { impressions: 0, clicks: 0 } });

    const unknown = await event("00000000-0000-4000-8000-000000000000", "impression", "Firefox");
    expect(unknown.status).toBe(404);
    expect((await event(ended._id, "hover", "Firefox")).status).toBe(400);
  });

  it("answers a daily series over the days shown so far, zeros included, at most 90 days", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner);
    await setPeriod(ad._id, `${addDays(today, -4)}T00:00:00Z`, `${addDays(today, 3)}T00:00:00Z`);
    await t.database.db.execute(sql`insert into banner_ad_daily_stats (ad_id, day, impressions, clicks)
      values (${ad._id}, ${addDays(today, -3)}, 40, 2), (${ad._id}, ${addDays(today, -1)}, 10, 1)`);
    const numbers = await stats(owner, ad._id);
    expect(numbers.totals).toEqual({ impressions: 50, clicks: 3 });
    expect(numbers.daysActive).toBe(5);
    expect(numbers.days).toEqual([
      { day: addDays(today, -4), impressions: 0, clicks: 0 },
      { day: addDays(today, -3), impressions: 40, clicks: 2 },
      { day: addDays(today, -2), impressions: 0, clicks: 0 },
      { day: addDays(today, -1), impressions: 10, clicks: 1 },
      { day: today, impressions: 0, clicks: 0 },
    ]);

    await setPeriod(ad._id, `${addDays(today, -200)}T00:00:00Z`, `${addDays(today, -20)}T00:00:00Z`);
    const long = await stats(owner, ad._id);
    expect(long.daysActive).toBe(180);
    expect(long.days).toHaveLength(90);
    expect(long.days.at(-1)!.day).toBe(addDays(today, -21));
  });
});
