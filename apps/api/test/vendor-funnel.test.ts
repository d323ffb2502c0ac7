import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, utcDay } from "@mp/contracts/banner-ad";
import type { BusinessFunnel, ListingFunnel } from "@mp/contracts/funnel";
import { createAccount, makeAdmin } from "./helpers/accounts.ts";
import { useFunnelSuite } from "./helpers/funnel.ts";
import { askQuestion } from "./helpers/messages.ts";
import { createListing, listingBody, rows, type Envelope } from "./helpers/vendor.ts";

// The funnel's numbers equal the raw events — impressions, views and contacts through the beacons,
// messages through real "Ask a question" sends, saves through real favourite saves — and its limits.
const { s, call, beacon, listingEvent, ask, save, published, rawRows, addPastStats } = useFunnelSuite();
const today = () => utcDay();

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
    const [asker, saver] = [await createAccount(s.t.app), await createAccount(s.t.app)];
    await ask(listing._id, asker);
    await save(listing._id, asker);
    await save(listing._id, saver);
    // A second question in the same conversation, and a save of what is saved already, are no new steps.
    await save(listing._id, saver);
    expect((await askQuestion(s.t.app, asker.token, listing._id, "And on Sundays?")).statusCode).toBe(200);
    const earlier = addDays(today(), -3);
    await addPastStats(listing._id, earlier, { impressions: 10, views: 4 });
    // Outside the default range of 30 days: not in the answer.
    await addPastStats(listing._id, addDays(today(), -30), { impressions: 99, views: 99 });

    const res = await call<Envelope<ListingFunnel>>("GET", `/api/vendor/listings/${listing._id}/funnel`, s.owner.token);
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
      saves: 2,
      viewRate: 6 / 13,
      contactRate: 1 / 6,
      messageRate: 1 / 6,
      saveRate: 2 / 6,
    });
  });

  it("answers zeros and null rates for a listing nobody has seen, a draft included", async () => {
    const draft = await createListing(s.t.app, s.owner.token, listingBody(s.ids, { name: "Unseen" }));
    const res = await call<Envelope<ListingFunnel>>(
      "GET",
      `/api/vendor/listings/${draft._id}/funnel?from=2026-01-01&to=2026-01-07`,
      s.owner.token,
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

  it("is the s.owner's and the admins' only: 404 to another vendor, 401 without a token", async () => {
    const listing = await published();
    const url = `/api/vendor/listings/${listing._id}/funnel`;
    const other = await call("GET", url, s.stranger.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Listing not found.");
    expect((await call("GET", url)).status).toBe(401);
    expect(
      (await call("GET", "/api/vendor/listings/00000000-0000-4000-8000-000000000000/funnel", s.owner.token)).status,
    ).toBe(404);
    const admin = await createAccount(s.t.app);
    await makeAdmin(s.t.database, admin.user._id);
    expect((await call("GET", url, admin.token)).status).toBe(200);
  });

  it("takes a range of at most 366 days, in order, of real days", async () => {
    const listing = await published();
    const url = (query: string) => `/api/vendor/listings/${listing._id}/funnel?${query}`;
    const year = await call<Envelope<ListingFunnel>>("GET", url("from=2024-01-01&to=2024-12-31"), s.owner.token);
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
      const res = await call("GET", url(query), s.owner.token);
      expect(res.status, query).toBe(400);
      if (message !== "Invalid request.") expect(res.body.message, query).toBe(message);
    }
    // Only `from`: up to today; only `to`: the 30 days up to it.
    const since = await call<Envelope<ListingFunnel>>("GET", url(`from=${addDays(today(), -2)}`), s.owner.token);
    expect(since.body.result_value.days.map((day) => day.day)).toEqual([-2, -1, 0].map((n) => addDays(today(), n)));
    const until = await call<Envelope<ListingFunnel>>("GET", url("to=2026-01-30"), s.owner.token);
    expect(until.body.result_value.from).toBe("2026-01-01");
  });
});

describe("the business funnel", () => {
  it("sums every listing of the vendor per day and per listing, and nobody else's", async () => {
    const vendor = await createAccount(s.t.app);
    const [first, second] = [await published(vendor, "First shop"), await published(vendor, "Second shop")];
    const draft = await createListing(s.t.app, vendor.token, listingBody(s.ids, { name: "Draft shop" }));
    const foreign = await published(s.stranger, "Someone else's");
    await beacon({ ids: [first._id, second._id, foreign._id, draft._id] }, "198.51.100.1");
    await beacon({ ids: [first._id] }, "198.51.100.2");
    await listingEvent(first._id, "view", "198.51.100.1");
    await listingEvent(second._id, "contact", "198.51.100.1");
    await addPastStats(second._id, addDays(today(), -1), { views: 3 });
    await ask(second._id, s.owner);
    await ask(second._id, s.stranger);
    await save(second._id, s.owner);
    await save(foreign._id, vendor);
    await addPastStats(foreign._id, addDays(today(), -1), { views: 50 });

    const res = await call<Envelope<BusinessFunnel>>(
      "GET",
      "/api/vendor/funnel?from=" + addDays(today(), -6),
      vendor.token,
    );
    expect(res.status).toBe(200);
    const funnel = res.body.result_value;
    expect(funnel.days).toHaveLength(7);
    const [sum] = await rows<Record<string, string | number>>(
      s.t.database,
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
      messages: 2,
      saves: 1,
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
    const theirs = await call<Envelope<BusinessFunnel>>("GET", "/api/vendor/funnel", s.stranger.token);
    expect(theirs.body.result_value.listings.map((row) => row._id)).not.toContain(first._id);
  });
});
