import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { utcDay } from "@mp/contracts/banner-ad";
import type { FeatureAdFunnel } from "@mp/contracts/funnel";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { useFunnelSuite } from "./helpers/funnel.ts";
import { rows, type Envelope } from "./helpers/vendor.ts";

// A feature ad's funnel (decision 040): the contacts, messages and saves of the visits its featured
// card opened, driven through the real beacons, "Ask a question" and favourite saves, equal the
// raw rows; a step counts against the ad only from a visit the server signed, while the ad runs
// and promotes that very listing.
const { s, call, beacon, listingEvent, ask, save, featuredClick, published, rawRows } = useFunnelSuite();

type AdRow = {
  day: string;
  impressions: number;
  clicks: number;
  contact_clicks: number;
  messages: number;
  saves: number;
};
const adRows = (adId: string) =>
  rows<AdRow>(
    s.t.database,
    sql`select day::text as day, impressions, clicks, contact_clicks, messages, saves
        from feature_ad_daily_stats where ad_id = ${adId} order by day`,
  );

async function runningAd(vendor: Account, listingId: string) {
  const [ad] = await rows<{ id: string }>(
    s.t.database,
    sql`insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
        values (${vendor.user._id}, ${listingId}, now() - interval '1 hour', now() + interval '7 days') returning id`,
  );
  return ad!.id;
}

describe("a feature ad's funnel", () => {
  it("counts the steps of the visits the ad opened with the listing's own, and equals the raw rows", async () => {
    const vendor = await createAccount(s.t.app);
    const listing = await published(vendor, "Harbour Kites");
    const adId = await runningAd(vendor, listing._id);
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      await beacon({ ids: [listing._id], featured: [listing._id] }, address);
    }
    const first = await featuredClick(listing._id, "198.51.100.1");
    expect(first.counted).toBe(true);
    expect(first.setCookie.map((cookie) => cookie.replace(/^mp_ad_visit=[^;]*/, "mp_ad_visit=…"))).toEqual(
      [`/api/listings/${listing._id}`, `/api/favourites/listing/${listing._id}`].map(
        (path) => `mp_ad_visit=…; Path=${path}; Max-Age=1800; HttpOnly; SameSite=Lax`,
      ),
    );
    // The same visitor clicking again within the half hour is the same visit: no new click.
    expect((await featuredClick(listing._id, "198.51.100.1")).counted).toBe(false);
    const second = await featuredClick(listing._id, "198.51.100.2");
    const [buyer, other, walkIn] = await Promise.all([1, 2, 3].map(() => createAccount(s.t.app)));

    await listingEvent(listing._id, "view", first.visitor);
    await listingEvent(listing._id, "contact", first.visitor);
    await listingEvent(listing._id, "contact", second.visitor);
    await ask(listing._id, buyer!, first.visitor);
    await save(listing._id, buyer!, first.visitor);
    await save(listing._id, other!, second.visitor);
    // A visitor who did not come from the ad: the listing's steps, not the ad's.
    await listingEvent(listing._id, "contact", "198.51.100.9");
    await ask(listing._id, walkIn!);
    await save(listing._id, walkIn!);

    const today = utcDay();
    expect(await adRows(adId)).toEqual([
      { day: today, impressions: 3, clicks: 2, contact_clicks: 2, messages: 1, saves: 2 },
    ]);
    expect(await rawRows(listing._id)).toEqual([
      { day: today, impressions: 3, views: 1, contact_clicks: 3, messages: 2, saves: 3 },
    ]);
    const res = await call<Envelope<FeatureAdFunnel>>("GET", `/api/vendor/feature-ads/${adId}/funnel`, vendor.token);
    expect(res.status).toBe(200);
    const funnel = res.body.result_value;
    expect(funnel.ad).toMatchObject({ _id: adId, listingId: listing._id, listingName: "Harbour Kites" });
    expect(funnel.days).toHaveLength(30);
    expect(funnel.days.at(-1)).toEqual({
      day: today,
      impressions: 3,
      clicks: 2,
      contactClicks: 2,
      messages: 1,
      saves: 2,
    });
    expect(funnel.totals).toEqual({
      impressions: 3,
      clicks: 2,
      contactClicks: 2,
      messages: 1,
      saves: 2,
      ctr: 2 / 3,
      contactRate: 1,
      messageRate: 1 / 2,
      saveRate: 1,
    });
    expect((await call("GET", `/api/vendor/feature-ads/${adId}/funnel`, s.stranger.token)).status).toBe(404);
  });

  it("counts a step against the ad only from a signed visit, to the listing it promotes, while it runs", async () => {
    const vendor = await createAccount(s.t.app);
    const listing = await published(vendor, "Tidewater Canvas");
    const plain = await published(vendor, "Tidewater Rope");
    const adId = await runningAd(vendor, listing._id);
    const click = await featuredClick(listing._id, "198.51.100.20");
    const cookie = click.visitor.cookie!;
    // No running ad: no click, no visit.
    const unfeatured = await featuredClick(plain._id, "198.51.100.20");
    expect([unfeatured.counted, unfeatured.setCookie]).toEqual([false, []]);

    // The visit's cookie carried by hand to another listing of the vendor's; an altered signature.
    await listingEvent(plain._id, "contact", { address: "198.51.100.21", cookie });
    const forged = `${cookie.slice(0, -10)}${cookie.at(-10) === "A" ? "B" : "A"}${cookie.slice(-9)}`;
    await listingEvent(listing._id, "contact", { address: "198.51.100.22", cookie: forged });
    expect((await adRows(adId))[0]).toMatchObject({ clicks: 1, contact_clicks: 0 });
    expect((await rawRows(plain._id))[0]).toMatchObject({ contact_clicks: 1 });

    // The ad ends: the visit it opened no longer counts for it.
    await s.t.database.db.execute(sql`update feature_ads set ends_at = now() where id = ${adId}`);
    const buyer = await createAccount(s.t.app);
    await save(listing._id, buyer, click.visitor);
    expect((await adRows(adId))[0]).toMatchObject({ contact_clicks: 0, saves: 0 });
    expect((await rawRows(listing._id))[0]).toMatchObject({ contact_clicks: 1, saves: 1 });
  });
});
