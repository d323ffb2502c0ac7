import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, utcDay } from "@mp/contracts/banner-ad";
import type { BusinessFunnel, FeatureAdFunnel, ListingFunnel } from "@mp/contracts/funnel";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
let owner: Account;
let stranger: Account;
beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  [owner, stranger] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
});
afterAll(() => t.close());

const today = () => utcDay();
const call = <T>(method: string, url: string, token?: string, payload?: object) =>
  callApi<T & ErrorBody>(t.app, method, url, token, payload);

async function beacon(payload: object, remoteAddress = "203.0.113.20") {
  const res = await t.app.inject({ method: "POST", url: "/api/listings/impressions", payload, remoteAddress });
  return { status: res.statusCode, body: res.json<Envelope<{ listings: number; featureAds: number }> & ErrorBody>() };
}

async function listingEvent(id: string, type: "view" | "contact", remoteAddress: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/listings/${id}/events`,
    payload: { type },
    remoteAddress,
  });
  expect(res.statusCode).toBe(202);
}

const published = async (account = owner, name = "Quillfeather Bindery") =>
  (await createPublishedListing(t.app, account.token, ids, { name })).listing;

type StatRow = {
  day: string;
  impressions: number;
  views: number;
  contact_clicks: number;
  messages: number;
  saves: number;
};
const rawRows = (listingId: string) =>
  rows<StatRow>(
    t.database,
    sql`select day::text as day, impressions, views, contact_clicks, messages, saves
        from listing_daily_stats where listing_id = ${listingId} order by day`,
  );

/** Messages and saves are counted by the inbox and favourites modules; here they are written as those do. */
const addStats = (
  listingId: string,
  day: string,
  values: { messages?: number; saves?: number; views?: number; impressions?: number },
) =>
  t.database.db.execute(sql`
    insert into listing_daily_stats (listing_id, day, impressions, views, messages, saves)
    values (${listingId}, ${day}::date, ${values.impressions ?? 0}, ${values.views ?? 0}, ${values.messages ?? 0}, ${values.saves ?? 0})
    on conflict (listing_id, day) do update set
      impressions = listing_daily_stats.impressions + excluded.impressions,
      views = listing_daily_stats.views + excluded.views,
      messages = listing_daily_stats.messages + excluded.messages,
      saves = listing_daily_stats.saves + excluded.saves`);

describe("the listing funnel", () => {
  it("equals the raw events, day by day and in total, with the rates between the steps", async () => {
    const listing = await published();
    // Impressions from three visitors; the first one's reload does not count again.
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.1"]) {
      await beacon({ ids: [listing._id] }, address);
    }
    await listingEvent(listing._id, "view", "203.0.113.1");
    await listingEvent(listing._id, "view", "203.0.113.2");
    await listingEvent(listing._id, "view", "203.0.113.2");
    await listingEvent(listing._id, "contact", "203.0.113.2");
    await addStats(listing._id, today(), { messages: 1, saves: 2 });
    const earlier = addDays(today(), -3);
    await addStats(listing._id, earlier, { impressions: 10, views: 4, saves: 1 });
    // Outside the default range of 30 days: not in the answer.
    await addStats(listing._id, addDays(today(), -30), { impressions: 99, views: 99 });

    const res = await call<Envelope<ListingFunnel>>("GET", `/api/vendor/listings/${listing._id}/funnel`, owner.token);
    expect(res.status).toBe(200);
    const funnel = res.body.result_value;
    expect(funnel.listing).toEqual({ _id: listing._id, name: "Quillfeather Bindery", status: "published" });
    expect(funnel.from).toBe(addDays(today(), -29));
    expect(funnel.to).toBe(today());
    expect(funnel.days).toHaveLength(30);

    const raw = await rawRows(listing._id);
    expect(raw.find((row) => row.day === today())).toEqual({
      day: today(),
      impressions: 3,
      views: 2,
      contact_clicks: 1,
      messages: 1,
      saves: 2,
    });
    for (const row of raw.filter((r) => r.day >= funnel.from)) {
      expect(funnel.days.find((day) => day.day === row.day)).toEqual({
        day: row.day,
        impressions: row.impressions,
        views: row.views,
        contactClicks: row.contact_clicks,
        messages: row.messages,
        saves: row.saves,
      });
    }
    expect(funnel.days.filter((day) => day.impressions + day.views > 0).map((day) => day.day)).toEqual([
      earlier,
      today(),
    ]);
    expect(funnel.totals).toEqual({
      impressions: 13,
      views: 6,
      contactClicks: 1,
      messages: 1,
      saves: 3,
      viewRate: 6 / 13,
      contactRate: 1 / 6,
      messageRate: 1 / 6,
      saveRate: 3 / 6,
    });
  });

  it("answers zeros and null rates for a listing nobody has seen, a draft included", async () => {
    const draft = await createListing(t.app, owner.token, listingBody(ids, { name: "Unseen" }));
    const res = await call<Envelope<ListingFunnel>>(
      "GET",
      `/api/vendor/listings/${draft._id}/funnel?from=2026-01-01&to=2026-01-07`,
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result_value.listing.status).toBe("draft");
    expect(res.body.result_value.days.map((day) => day.day)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
    ]);
    expect(res.body.result_value.totals).toEqual({
      impressions: 0,
      views: 0,
      contactClicks: 0,
      messages: 0,
      saves: 0,
      viewRate: null,
      contactRate: null,
      messageRate: null,
      saveRate: null,
    });
  });

  it("is the owner's and the admins' only: 404 to another vendor, 401 without a token", async () => {
    const listing = await published();
    const url = `/api/vendor/listings/${listing._id}/funnel`;
    const other = await call("GET", url, stranger.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Listing not found.");
    expect((await call("GET", url)).status).toBe(401);
    expect(
      (await call("GET", "/api/vendor/listings/00000000-0000-4000-8000-000000000000/funnel", owner.token)).status,
    ).toBe(404);
    const admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    expect((await call("GET", url, admin.token)).status).toBe(200);
  });

  it("takes a range of at most 366 days, in order, of real days", async () => {
    const listing = await published();
    const url = (query: string) => `/api/vendor/listings/${listing._id}/funnel?${query}`;
    const year = await call<Envelope<ListingFunnel>>("GET", url("from=2024-01-01&to=2024-12-31"), owner.token);
    expect(year.status).toBe(200);
    expect(year.body.result_value.days).toHaveLength(366);
    const cases: Array<[string, string]> = [
      ["from=2024-01-01&to=2025-01-01", "A range covers at most 366 days."],
      ["from=2026-03-02&to=2026-03-01", "The end of the range is before its start."],
      ["from=2026-02-31", "Enter a day as YYYY-MM-DD."],
      ["to=yesterday", "Enter a day as YYYY-MM-DD."],
      [`from=${"9".repeat(5000)}`, "Enter a day as YYYY-MM-DD."],
      ["days=7", "Invalid request."],
    ];
    for (const [query, message] of cases) {
      const res = await call("GET", url(query), owner.token);
      expect(res.status, query).toBe(400);
      if (message !== "Invalid request.") expect(res.body.message, query).toBe(message);
    }
    // Only `from`: up to today; only `to`: the 30 days up to it.
    const since = await call<Envelope<ListingFunnel>>("GET", url(`from=${addDays(today(), -2)}`), owner.token);
    expect(since.body.result_value.days.map((day) => day.day)).toEqual([-2, -1, 0].map((n) => addDays(today(), n)));
    const until = await call<Envelope<ListingFunnel>>("GET", url("to=2026-01-30"), owner.token);
    expect(until.body.result_value.from).toBe("2026-01-01");
  });
});

describe("the business funnel", () => {
  it("sums every listing of the vendor per day and per listing, and nobody else's", async () => {
    const vendor = await createAccount(t.app);
    const [first, second] = [await published(vendor, "First shop"), await published(vendor, "Second shop")];
    const draft = await createListing(t.app, vendor.token, listingBody(ids, { name: "Draft shop" }));
    const foreign = await published(stranger, "Someone else's");
    await beacon({ ids: [first._id, second._id, foreign._id, draft._id] }, "198.51.100.1");
    await beacon({ ids: [first._id] }, "198.51.100.2");
    await listingEvent(first._id, "view", "198.51.100.1");
    await listingEvent(second._id, "contact", "198.51.100.1");
    await addStats(second._id, addDays(today(), -1), { views: 3, messages: 2, saves: 1 });
    await addStats(foreign._id, today(), { views: 50 });

    const res = await call<Envelope<BusinessFunnel>>(
      "GET",
      "/api/vendor/funnel?from=" + addDays(today(), -6),
      vendor.token,
    );
    expect(res.status).toBe(200);
    const funnel = res.body.result_value;
    expect(funnel.days).toHaveLength(7);
    const [sum] = await rows<Record<string, string | number>>(
      t.database,
      sql`select sum(impressions)::int as impressions, sum(views)::int as views, sum(contact_clicks)::int as contacts,
            sum(messages)::int as messages, sum(saves)::int as saves
          from listing_daily_stats s join listings l on l.id = s.listing_id where l.vendor_id = ${vendor.user._id}`,
    );
    expect(funnel.totals).toMatchObject({
      impressions: sum!.impressions,
      views: sum!.views,
      contactClicks: sum!.contacts,
      messages: sum!.messages,
      saves: sum!.saves,
    });
    expect(funnel.totals).toMatchObject({ impressions: 3, views: 4, contactClicks: 1, messages: 2, saves: 1 });
    expect(funnel.days.at(-1)).toEqual({
      day: today(),
      impressions: 3,
      views: 1,
      contactClicks: 1,
      messages: 0,
      saves: 0,
    });
    expect(funnel.listings.map((row) => [row.name, row.impressions, row.views, row.viewRate])).toEqual([
      ["Second shop", 1, 3, 3],
      ["First shop", 2, 1, 0.5],
      ["Draft shop", 0, 0, null],
    ]);
    expect(funnel.listings.find((row) => row._id === second._id)).toMatchObject({
      contactRate: 1 / 3,
      messageRate: 2 / 3,
    });
    // Another vendor sees their own business only.
    const theirs = await call<Envelope<BusinessFunnel>>("GET", "/api/vendor/funnel", stranger.token);
    expect(theirs.body.result_value.listings.map((row) => row._id)).not.toContain(first._id);
  });
});

describe("POST /api/listings/impressions", () => {
  let vendor: Account;
  beforeAll(async () => {
    vendor = await createAccount(t.app);
  });

  it("refuses hostile bodies with 400 and counts nothing", async () => {
    const listing = await published(vendor);
    const many = Array.from({ length: 51 }, () => listing._id);
    const cases: Array<[object, string]> = [
      [{ ids: many }, "At most 50 listings at once."],
      [{ ids: ["not-a-uuid"] }, "Invalid listing id."],
      [{ ids: [] }, "Name at least one listing."],
      [{ ids: [listing._id], featured: many }, "At most 50 listings at once."],
      [{ ids: [listing._id], extra: 1 }, "Invalid request."],
    ];
    for (const [payload, message] of cases) {
      const res = await beacon(payload, "192.0.2.50");
      expect(res.status).toBe(400);
      if (message !== "Invalid request.") expect(res.body.message).toBe(message);
    }
    expect(await rawRows(listing._id)).toEqual([]);
  });

  it("ignores drafts, hidden and unknown listings, and a listing named twice counts once", async () => {
    const listing = await published(vendor);
    const hidden = await published(vendor);
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hidden._id}`,
    );
    const draft = await createListing(t.app, vendor.token, listingBody(ids));
    const res = await beacon(
      {
        ids: [listing._id, listing._id.toUpperCase(), hidden._id, draft._id, "00000000-0000-4000-8000-000000000000"],
      },
      "192.0.2.60",
    );
    expect(res).toEqual({ status: 202, body: { result: 1, result_value: { listings: 1, featureAds: 0 } } });
    expect((await rawRows(listing._id)).map((row) => row.impressions)).toEqual([1]);
    expect(await rawRows(hidden._id)).toEqual([]);
    expect(await rawRows(draft._id)).toEqual([]);
  });

  it("lets an address send 60 beacons a minute, then answers 429", async () => {
    const listing = await published(vendor);
    for (let i = 0; i < 60; i++) expect((await beacon({ ids: [listing._id] }, "192.0.2.70")).status).toBe(202);
    const over = await beacon({ ids: [listing._id] }, "192.0.2.70");
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many impressions from this address; try again in a minute.");
    expect((await beacon({ ids: [listing._id] }, "192.0.2.71")).status).toBe(202);
    expect((await rawRows(listing._id)).map((row) => row.impressions)).toEqual([2]);
  });
});

describe("feature ad impressions and clicks", () => {
  it("count for the listing's running ad, and its funnel is its owner's", async () => {
    const seller = await createAccount(t.app);
    const listing = await published(seller);
    const [ad] = await rows<{ id: string }>(
      t.database,
      sql`insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
          values (${seller.user._id}, ${listing._id}, now() - interval '1 hour', now() + interval '7 days') returning id`,
    );
    const other = await published(seller);
    await beacon({ ids: [listing._id, other._id], featured: [listing._id, other._id] }, "192.0.2.80");
    await beacon({ ids: [listing._id], featured: [listing._id] }, "192.0.2.81");
    await beacon({ ids: [listing._id], featured: [listing._id] }, "192.0.2.81");
    const click = async (address: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: `/api/listings/${listing._id}/featured-click`,
          remoteAddress: address,
        })
      ).json<Envelope<{ counted: boolean }>>().result_value.counted;
    expect(await click("192.0.2.80")).toBe(true);
    expect(await click("192.0.2.80")).toBe(false);
    const notFeatured = await t.app.inject({
      method: "POST",
      url: `/api/listings/${other._id}/featured-click`,
      remoteAddress: "192.0.2.80",
    });
    expect(notFeatured.json<Envelope<{ counted: boolean }>>().result_value.counted).toBe(false);

    const raw = await rows<{ impressions: number; clicks: number }>(
      t.database,
      sql`select impressions, clicks from feature_ad_daily_stats where ad_id = ${ad!.id}`,
    );
    expect(raw).toEqual([{ impressions: 2, clicks: 1 }]);
    const res = await call<Envelope<FeatureAdFunnel>>(
      "GET",
      `/api/vendor/feature-ads/${ad!.id}/funnel?from=${addDays(today(), -6)}`,
      seller.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result_value.ad).toEqual({ _id: ad!.id, listingId: listing._id, listingName: listing.name });
    expect(res.body.result_value.totals).toEqual({ impressions: 2, clicks: 1, ctr: 0.5 });
    expect(res.body.result_value.days.at(-1)).toEqual({ day: today(), impressions: 2, clicks: 1 });
    expect((await call("GET", `/api/vendor/feature-ads/${ad!.id}/funnel`, stranger.token)).status).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/vendor/feature-ads/${ad!.id}/funnel`,
          headers: bearer(stranger.token),
        })
      ).json<ErrorBody>().message,
    ).toBe("Feature ad not found.");
  });
});
