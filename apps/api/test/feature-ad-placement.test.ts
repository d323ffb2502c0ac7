import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingSummary } from "@mp/contracts/listing";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { listingBody, rows, uploadImage } from "./helpers/vendor.ts";
import { inDays, useFeatureAdSuite, type Envelope } from "./helpers/feature-ads.ts";

const { s, call, listingOf, feature, insertAd, homeIds, subcategoryPage } = useFeatureAdSuite();

describe("feature ads: where they show", () => {
  it("shows only running ads of published listings, on the home page and atop the subcategory", async () => {
    const vendors = await Promise.all([1, 2, 3, 4].map(() => createAccount(s.t.app)));
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
    const vendor = await createAccount(s.t.app);
    const listing = await listingOf(vendor);
    expect((await feature(vendor.token, listing._id)).status).toBe(201);
    const nameOnHome = async () =>
      (await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings?limit=24")).body.result_value.find(
        (l) => l._id === listing._id,
      )?.name;
    expect(await nameOnHome()).toBe(listing.name);

    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    const cover = await uploadImage(s.t.app, vendor.token);
    const put = await call("PUT", `/api/vendor/listings/${listing._id}`, vendor.token, {
      ...listingBody(s.ids, { name: renamed, coverImageId: cover._id }),
    });
    expect(put.status).toBe(200);
    expect(await nameOnHome()).toBe(renamed);
    const leading = (await subcategoryPage()).body.featured ?? [];
    expect(leading.find((l) => l._id === listing._id)?.name).toBe(renamed);
  });

  it("leads the first page only, and paging still walks every listing once", async () => {
    const published = await rows<{ id: string }>(
      s.t.database,
      sql`select id from listings where subcategory_id = ${s.ids.subcategoryId} and status = 'published'`,
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
