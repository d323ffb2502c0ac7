import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FeatureAd } from "@mp/contracts/feature-ad";
import { createAccount, makeAdmin } from "./helpers/accounts.ts";
import { rows, type ErrorBody } from "./helpers/vendor.ts";
import { inDays, useFeatureAdSuite, type Envelope } from "./helpers/feature-ads.ts";

const { s, call, listingOf, feature, adRows, insertAd } = useFeatureAdSuite();

describe("feature ads: the vendor's side", () => {
  it("needs a token on every vendor route", async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ["GET", "/api/vendor/feature-ads"],
      ["POST", "/api/vendor/feature-ads"],
      ["PUT", `/api/vendor/feature-ads/${id}`],
      ["DELETE", `/api/vendor/feature-ads/${id}`],
    ] as const) {
      const res = await call<ErrorBody>(method, url, undefined, method === "POST" || method === "PUT" ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it("creates, lists, changes and ends a feature ad", async () => {
    const owner = await createAccount(s.t.app);
    const listing = await listingOf(owner);
    const startsAt = inDays(-0.01);
    const endsAt = inDays(14);
    const created = await feature(owner.token, listing._id, startsAt, endsAt);
    expect(created.status).toBe(201);
    const ad = created.body.result_value;
    expect(ad).toMatchObject({
      listingId: listing._id,
      listing: { name: listing.name, status: "published" },
      startsAt,
      endsAt,
      status: "active",
    });
    expect(ad.listing.coverImage).toMatch(/^\/media\//);

    const list = await call<Envelope<FeatureAd[]>>("GET", "/api/vendor/feature-ads", owner.token);
    expect(list.status).toBe(200);
    expect(list.body.result_value).toEqual([ad]);
    expect(list.body.meta).toEqual({ hasMore: false, currentPage: 1 });

    const later = { startsAt: inDays(2), endsAt: inDays(30) };
    const changed = await call<Envelope<FeatureAd>>("PUT", `/api/vendor/feature-ads/${ad._id}`, owner.token, later);
    expect(changed.status).toBe(200);
    expect(changed.body.result_value).toMatchObject({ ...later, status: "scheduled" });

    // Not started yet: ending it cancels it.
    const cancelled = await call<Envelope<{ outcome: string }>>(
      "DELETE",
      `/api/vendor/feature-ads/${ad._id}`,
      owner.token,
    );
    expect(cancelled.body.result_value).toEqual({ _id: ad._id, outcome: "cancelled" });
    expect(await adRows(listing._id)).toEqual([]);

    // Running: ending it keeps it, ended now.
    const running = (await feature(owner.token, listing._id)).body.result_value;
    const ended = await call<Envelope<{ outcome: string }>>(
      "DELETE",
      `/api/vendor/feature-ads/${running._id}`,
      owner.token,
    );
    expect(ended.body.result_value).toEqual({ _id: running._id, outcome: "ended" });
    const [row] = await adRows(listing._id);
    expect(new Date(row!.ends_at).getTime()).toBeLessThanOrEqual(Date.now());
    const after = await call<Envelope<FeatureAd[]>>("GET", "/api/vendor/feature-ads", owner.token);
    expect(after.body.result_value.map((a) => [a._id, a.status])).toEqual([[running._id, "ended"]]);

    // An ended ad can neither change nor end again.
    const again = await call<ErrorBody>("DELETE", `/api/vendor/feature-ads/${running._id}`, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This feature ad has already ended.");
    const move = await call<ErrorBody>("PUT", `/api/vendor/feature-ads/${running._id}`, owner.token, later);
    expect(move.status).toBe(409);
  });

  it("refuses bad periods with field errors, and nothing is stored", async () => {
    const owner = await createAccount(s.t.app);
    const listing = await listingOf(owner);
    const cases: [object, string, string][] = [
      [{ startsAt: inDays(3), endsAt: inDays(2) }, "endsAt", "The end must be after the start."],
      [{ startsAt: inDays(-5), endsAt: inDays(-1) }, "endsAt", "The end must be in the future."],
      [{ startsAt: inDays(0), endsAt: inDays(91) }, "endsAt", "A feature ad runs for at most 90 days."],
      [{ startsAt: inDays(400), endsAt: inDays(401) }, "startsAt", "Start within the next 365 days."],
      [{ startsAt: "tomorrow", endsAt: inDays(2) }, "startsAt", "Enter a valid start date."],
    ];
    for (const [period, field, message] of cases) {
      const res = await call<ErrorBody>("POST", "/api/vendor/feature-ads", owner.token, {
        listingId: listing._id,
        ...period,
      });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    const noListing = await call<ErrorBody>("POST", "/api/vendor/feature-ads", owner.token, {
      listingId: "nope",
      startsAt: inDays(0),
      endsAt: inDays(1),
    });
    expect(noListing.status).toBe(400);
    expect(noListing.body.errors?.listingId).toEqual(["Choose one of your listings."]);
    expect(await adRows(listing._id)).toEqual([]);
  });

  it("features only the vendor's own published listings", async () => {
    const owner = await createAccount(s.t.app);
    const stranger = await createAccount(s.t.app);
    const draft = await listingOf(owner, { publish: false });
    const refusedDraft = await feature(owner.token, draft._id);
    expect(refusedDraft.status).toBe(400);
    expect(refusedDraft.body.errors?.listingId).toEqual(["Publish the listing before featuring it."]);

    const published = await listingOf(owner);
    const refusedStranger = await feature(stranger.token, published._id);
    expect(refusedStranger.status).toBe(404);
    expect(refusedStranger.body.message).toBe("Listing not found.");
    expect(await adRows(draft._id)).toEqual([]);
    expect(await adRows(published._id)).toEqual([]);
  });

  it("answers 404 to another user and changes nothing; an admin may manage any ad", async () => {
    const owner = await createAccount(s.t.app);
    const stranger = await createAccount(s.t.app);
    const listing = await listingOf(owner);
    const ad = (await feature(owner.token, listing._id)).body.result_value;
    const before = await adRows(listing._id);

    const put = await call<ErrorBody>("PUT", `/api/vendor/feature-ads/${ad._id}`, stranger.token, {
      startsAt: inDays(1),
      endsAt: inDays(3),
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Feature ad not found.");
    expect((await call("DELETE", `/api/vendor/feature-ads/${ad._id}`, stranger.token)).status).toBe(404);
    const theirs = await call<Envelope<FeatureAd[]>>("GET", "/api/vendor/feature-ads", stranger.token);
    expect(theirs.body.result_value).toEqual([]);
    expect(await adRows(listing._id)).toEqual(before);

    const admin = await createAccount(s.t.app);
    await makeAdmin(s.t.database, admin.user._id);
    const moved = await call<Envelope<FeatureAd>>("PUT", `/api/vendor/feature-ads/${ad._id}`, admin.token, {
      startsAt: inDays(1),
      endsAt: inDays(3),
    });
    expect(moved.status).toBe(200);
    const [row] = await rows<{ vendor_id: string }>(
      s.t.database,
      sql`select vendor_id from feature_ads where id = ${ad._id}`,
    );
    expect(row?.vendor_id).toBe(owner.user._id);
  });

  it("refuses a period that overlaps another ad of the same listing", async () => {
    const owner = await createAccount(s.t.app);
    const listing = await listingOf(owner);
    // An old ad, long ended, neither overlaps nor counts against the plan.
    await insertAd(owner, listing._id, inDays(-30), inDays(-20));
    const first = await feature(owner.token, listing._id, inDays(1), inDays(10));
    expect(first.status).toBe(201);
    const overlap = await call<ErrorBody>("POST", "/api/vendor/feature-ads", owner.token, {
      listingId: listing._id,
      startsAt: inDays(9),
      endsAt: inDays(15),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe("This listing is already featured during part of that period.");
    // Moving the first ad onto a later one is refused too; touching end to start is not an overlap.
    await insertAd(owner, listing._id, inDays(20), inDays(25));
    const before = await adRows(listing._id);
    const moved = await call<ErrorBody>("PUT", `/api/vendor/feature-ads/${first.body.result_value._id}`, owner.token, {
      startsAt: inDays(18),
      endsAt: inDays(21),
    });
    expect(moved.status).toBe(409);
    expect(await adRows(listing._id)).toEqual(before);
    const laterStart = new Date(before[2]!.starts_at).toISOString();
    const touching = await call("PUT", `/api/vendor/feature-ads/${first.body.result_value._id}`, owner.token, {
      startsAt: inDays(12),
      endsAt: laterStart,
    });
    expect(touching.status).toBe(200);
    expect(await adRows(listing._id)).toHaveLength(3);
  });

  it("keeps to the plan's number of running and scheduled ads (409)", async () => {
    const owner = await createAccount(s.t.app);
    const [a, b] = [await listingOf(owner), await listingOf(owner)];
    expect((await feature(owner.token, a._id, inDays(5), inDays(10))).status).toBe(201);
    const refused = await feature(owner.token, b._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 1 feature ad. Upgrade to add more.");
    expect(await adRows(b._id)).toEqual([]);
  });
});
