import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, utcDay } from "@mp/contracts/banner-ad";
import type { FeatureAdFunnel } from "@mp/contracts/funnel";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { useFunnelSuite } from "./helpers/funnel.ts";
import { createListing, listingBody, rows, type Envelope, type ErrorBody } from "./helpers/vendor.ts";

// The impressions beacon against hostile input and its throttle; feature-ad impressions and clicks.
const { s, call, beacon, published, rawRows } = useFunnelSuite();
const today = () => utcDay();

describe("POST /api/listings/impressions", () => {
  let vendor: Account;
  beforeAll(async () => {
    vendor = await createAccount(s.t.app);
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
    await s.t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hidden._id}`,
    );
    const draft = await createListing(s.t.app, vendor.token, listingBody(s.ids));
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
  it("count for the listing's running ad, and its funnel is its s.owner's", async () => {
    const seller = await createAccount(s.t.app);
    const listing = await published(seller);
    const [ad] = await rows<{ id: string }>(
      s.t.database,
      sql`insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
          values (${seller.user._id}, ${listing._id}, now() - interval '1 hour', now() + interval '7 days') returning id`,
    );
    const other = await published(seller);
    await beacon({ ids: [listing._id, other._id], featured: [listing._id, other._id] }, "192.0.2.80");
    await beacon({ ids: [listing._id], featured: [listing._id] }, "192.0.2.81");
    await beacon({ ids: [listing._id], featured: [listing._id] }, "192.0.2.81");
    const click = async (address: string) =>
      (
        await s.t.app.inject({
          method: "POST",
          url: `/api/listings/${listing._id}/featured-click`,
          remoteAddress: address,
        })
      ).json<Envelope<{ counted: boolean }>>().result_value.counted;
    expect(await click("192.0.2.80")).toBe(true);
    expect(await click("192.0.2.80")).toBe(false);
    const notFeatured = await s.t.app.inject({
      method: "POST",
      url: `/api/listings/${other._id}/featured-click`,
      remoteAddress: "192.0.2.80",
    });
    expect(notFeatured.json<Envelope<{ counted: boolean }>>().result_value.counted).toBe(false);

    const raw = await rows<{ impressions: number; clicks: number }>(
      s.t.database,
      sql`select impressions, clicks from feature_ad_daily_stats where ad_id = ${ad!.id}`,
    );
    expect(raw).toEqual([{ impressions: 2, clicks: 1 }]);
    const res = await call<Envelope<FeatureAdFunnel>>(
      "GET",
      `/api/vendor/feature-ads/${ad!.id}/funnel?from=${addDays(today(), -6)}`,
      seller.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result_value.ad).toMatchObject({ _id: ad!.id, listingId: listing._id, listingName: listing.name });
    expect(res.body.result_value.totals).toMatchObject({ impressions: 2, clicks: 1, ctr: 0.5, contactRate: 0 });
    expect(res.body.result_value.days.at(-1)).toMatchObject({ day: today(), impressions: 2, clicks: 1 });
    expect((await call("GET", `/api/vendor/feature-ads/${ad!.id}/funnel`, s.stranger.token)).status).toBe(404);
    expect(
      (
        await s.t.app.inject({
          method: "GET",
          url: `/api/vendor/feature-ads/${ad!.id}/funnel`,
          headers: bearer(s.stranger.token),
        })
      ).json<ErrorBody>().message,
    ).toBe("Feature ad not found.");
  });
});
