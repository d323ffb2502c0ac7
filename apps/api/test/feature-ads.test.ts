import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeatureAd } from "@mp/contracts/feature-ad";
import type { ListingSummary } from "@mp/contracts/listing";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  uploadImage,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  const { categoryId } = await catalogue(t.database);
  // A subcategory of our own: its listings are only the ones these tests make.
  const [sub] = await rows<{ id: string }>(
    t.database,
    sql`insert into subcategories (category_id, name, slug, image)
        values (${categoryId}, 'Feature test shelf', ${`feature-test-${randomUUID()}`}, '/art/x.svg') returning id`,
  );
  ids = { categoryId, subcategoryId: sub!.id };
});
afterAll(() => t.close());

type Envelope<T> = {
  result: number;
  result_value: T;
  featured?: ListingSummary[];
  meta?: { hasMore: boolean; currentPage: number };
};

const call = <T = unknown>(method: string, url: string, token?: string, payload?: object) =>
  callApi<T>(t.app, method, url, token, payload);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function listingOf(account: Account, { publish = true, name = `Shelf ${randomUUID().slice(0, 8)}` } = {}) {
  if (publish) return (await createPublishedListing(t.app, account.token, ids, { name })).listing;
  const cover = await uploadImage(t.app, account.token);
  return createListing(t.app, account.token, listingBody(ids, { name, coverImageId: cover._id }));
}

const feature = (token: string, listingId: string, startsAt = inDays(-0.01), endsAt = inDays(7)) =>
  call<Envelope<FeatureAd> & ErrorBody>("POST", "/api/vendor/feature-ads", token, { listingId, startsAt, endsAt });

const adRows = (listingId: string) =>
  rows<{ id: string; starts_at: Date; ends_at: Date }>(
    t.database,
    sql`select id, starts_at, ends_at from feature_ads where listing_id = ${listingId} order by starts_at`,
  );

/** An ad written straight to the table: the API never accepts one that has already ended. */
const insertAd = (account: Account, listingId: string, startsAt: string, endsAt: string) =>
  t.database.db.execute(sql`insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
    values (${account.user._id}, ${listingId}, ${startsAt}::timestamptz, ${endsAt}::timestamptz)`);

const homeIds = async () =>
  (await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings?limit=24")).body.result_value.map(
    (l) => l._id,
  );
const subcategoryPage = (page = 1, limit = 100) =>
  call<Envelope<ListingSummary[]>>(
    "GET",
    `/api/listings?subcategoryId=${ids.subcategoryId}&page=${page}&limit=${limit}`,
  );

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
    const owner = await createAccount(t.app);
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
    const owner = await createAccount(t.app);
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
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
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
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
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

    const admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    const moved = await call<Envelope<FeatureAd>>("PUT", `/api/vendor/feature-ads/${ad._id}`, admin.token, {
      startsAt: inDays(1),
      endsAt: inDays(3),
    });
    expect(moved.status).toBe(200);
    const [row] = await rows<{ vendor_id: string }>(
      t.database,
      sql`select vendor_id from feature_ads where id = ${ad._id}`,
    );
    expect(row?.vendor_id).toBe(owner.user._id);
  });

  it("refuses a period that overlaps another ad of the same listing", async () => {
    const owner = await createAccount(t.app);
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
    const owner = await createAccount(t.app);
    const [a, b] = [await listingOf(owner), await listingOf(owner)];
    expect((await feature(owner.token, a._id, inDays(5), inDays(10))).status).toBe(201);
    const refused = await feature(owner.token, b._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 1 feature ad. Upgrade to add more.");
    expect(await adRows(b._id)).toEqual([]);
  });
});

describe("feature ads: where they show", () => {
  it("shows only running ads of published listings, on the home page and atop the subcategory", async () => {
    const vendors = await Promise.all([1, 2, 3, 4].map(() => createAccount(t.app)));
    const [activeVendor, futureVendor, pastVendor, plainVendor] = vendors as [Account, Account, Account, Account];
    const active = await listingOf(activeVendor);
    const future = await listingOf(futureVendor);
    const past = await listingOf(pastVendor);
    const plain = await listingOf(plainVendor);
    expect((await feature(activeVendor.token, active._id)).status).toBe(201);
    expect((await feature(futureVendor.token, future._id, inDays(2), inDays(5))).status).toBe(201);
    await insertAd(pastVendor, past._id, inDays(-10), inDays(-1));

    const home = await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings");
    expect(home.status).toBe(200);
    const homeListing = home.body.result_value.find((l) => l._id === active._id);
    expect(homeListing).toMatchObject({ _id: active._id, name: active.name, featured: true });
    const onHome = await homeIds();
    expect(onHome).not.toContain(future._id);
    expect(onHome).not.toContain(past._id);
    expect(onHome).not.toContain(plain._id);

    const first = await subcategoryPage();
    const leading = first.body.featured?.map((l) => l._id) ?? [];
    expect(leading).toContain(active._id);
    for (const id of [future._id, past._id, plain._id]) expect(leading).not.toContain(id);
    expect(first.body.featured?.every((l) => l.featured === true)).toBe(true);
    const marks = Object.fromEntries(first.body.result_value.map((l) => [l._id, l.featured]));
    expect(marks[active._id]).toBe(true);
    expect(marks[future._id]).toBe(false);
    expect(marks[past._id]).toBe(false);
    expect(marks[plain._id]).toBe(false);

    // Unpublished, it leaves both places at once; published again, its running ad shows it again.
    await call("POST", `/api/vendor/listings/${active._id}/unpublish`, activeVendor.token);
    expect(await homeIds()).not.toContain(active._id);
    expect((await subcategoryPage()).body.featured?.map((l) => l._id) ?? []).not.toContain(active._id);
    await call("POST", `/api/vendor/listings/${active._id}/publish`, activeVendor.token);
    expect(await homeIds()).toContain(active._id);
  });

  it("shows a featured listing's changes at once, in the home block and atop the subcategory", async () => {
    const vendor = await createAccount(t.app);
    const listing = await listingOf(vendor);
    expect((await feature(vendor.token, listing._id)).status).toBe(201);
    const nameOnHome = async () =>
      (await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings?limit=24")).body.result_value.find(
        (l) => l._id === listing._id,
      )?.name;
    expect(await nameOnHome()).toBe(listing.name);

    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    const cover = await uploadImage(t.app, vendor.token);
    const put = await call("PUT", `/api/vendor/listings/${listing._id}`, vendor.token, {
      ...listingBody(ids, { name: renamed, coverImageId: cover._id }),
    });
    expect(put.status).toBe(200);
    expect(await nameOnHome()).toBe(renamed);
    const leading = (await subcategoryPage()).body.featured ?? [];
    expect(leading.find((l) => l._id === listing._id)?.name).toBe(renamed);
  });

  it("leads the first page only, and paging still walks every listing once", async () => {
    const published = await rows<{ id: string }>(
      t.database,
      sql`select id from listings where subcategory_id = ${ids.subcategoryId} and status = 'published'`,
    );
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const res = await subcategoryPage(page, 2);
      expect(res.status).toBe(200);
      if (page === 1) expect(res.body.featured?.length).toBeGreaterThan(0);
      else expect(res.body.featured).toBeUndefined();
      seen.push(...res.body.result_value.map((l) => l._id));
      if (!res.body.meta?.hasMore) break;
      page += 1;
    }
    expect(seen.sort()).toEqual(published.map((r) => r.id).sort());
    // Without a subcategory there is no featured block, and the marks are still there.
    const all = await call<Envelope<ListingSummary[]>>("GET", "/api/listings?limit=5");
    expect(all.body.featured).toBeUndefined();
    expect(all.body.result_value.every((l) => typeof l.featured === "boolean")).toBe(true);
  });

  it("bounds the home block and checks its limit", async () => {
    const res = await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings?limit=1");
    expect(res.body.result_value.length).toBeLessThanOrEqual(1);
    expect((await call("GET", "/api/featured-listings?limit=500")).status).toBe(400);
    expect((await call("GET", "/api/featured-listings?limit=0")).status).toBe(400);
  });
});
