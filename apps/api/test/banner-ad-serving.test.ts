import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, type VendorBannerAd } from "@mp/contracts/banner-ad";
import { rows } from "./helpers/vendor.ts";
import { today, useBannerAdSuite } from "./helpers/banner-ads.ts";

const { s, call, createAccount, createAd, setPeriod, served, event, stats } = useBannerAdSuite();

describe("GET /api/banner-ads", () => {
  it("serves an ad only in its placement and only while it runs", async () => {
    const owner = await createAccount();
    const categoryId = s.categoryIds[1]!;
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
      s.t.database,
      sql`select id from subcategories where category_id = ${categoryId} order by id limit 1`,
    );
    expect(await served(`placement=category&subcategoryId=${subcategory!.id}`)).toMatchObject({ _id: future._id });
    // Not in another category, nor on the home page or search results.
    expect(await served(`placement=category&categoryId=${s.categoryIds[2]!}`)).not.toMatchObject({ _id: future._id });
    expect(await served("placement=search")).not.toMatchObject({ _id: future._id });
  });

  it("gives every running ad of a placement a fair share", async () => {
    const categoryId = s.categoryIds[3]!;
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
    const both = `categoryId=${s.categoryIds[0]!}&subcategoryId=${s.categoryIds[1]!}`;
    for (const query of [
      "placement=sidebar",
      "placement=category",
      `placement=home&categoryId=${s.categoryIds[0]!}`,
      `placement=search&subcategoryId=${s.categoryIds[0]!}`,
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
    expect(numbers.totals).toEqual({ impressions: 2, clicks: 1, ctr: 0.5 });
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
    expect((await stats(owner, ended._id)).totals).toEqual({ impressions: 0, clicks: 0, ctr: null });
    const scheduledStats = await stats(owner, scheduled._id);
    expect(scheduledStats).toMatchObject({ daysActive: 0, days: [], totals: { impressions: 0, clicks: 0, ctr: null } });

    const unknown = await event("00000000-0000-4000-8000-000000000000", "impression", "Firefox");
    expect(unknown.status).toBe(404);
    expect((await event(ended._id, "hover", "Firefox")).status).toBe(400);
  });

  it("answers a daily series over the days shown so far, zeros included, at most 90 days", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner);
    await setPeriod(ad._id, `${addDays(today, -4)}T00:00:00Z`, `${addDays(today, 3)}T00:00:00Z`);
    await s.t.database.db.execute(sql`insert into banner_ad_daily_stats (ad_id, day, impressions, clicks)
      values (${ad._id}, ${addDays(today, -3)}, 40, 2), (${ad._id}, ${addDays(today, -1)}, 10, 1)`);
    const numbers = await stats(owner, ad._id);
    expect(numbers.totals).toEqual({ impressions: 50, clicks: 3, ctr: 0.06 });
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
