import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "@mp/contracts/banner-ad";
import { FREE_PLAN_LIMITS } from "@mp/contracts/plan";
import type { SubscriptionStatus } from "@mp/contracts/billing";
import { plans, subscriptions } from "@mp/db/schema/index";
import { limitsOf } from "../src/modules/plans/limits.ts";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
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

const PREMIUM = "9a7e0000-0000-4000-8000-000000000103";
const HIRE_PREMIUM = "9a7e0000-0000-4000-8000-000000000203";
const DAY = 86_400_000;

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
});
afterAll(() => t?.close());

/** A user plan with the given limits (the others left empty: the free tier's). */
async function customPlan(
  limits: Partial<Record<"listings" | "imagesPerListing" | "bannerAds" | "featureAds", number>>,
) {
  const [row] = await t.database.db
    .insert(plans)
    .values({
      family: "user",
      name: `Custom ${randomBytes(4).toString("hex")}`,
      rank: 9,
      priceCents: 100,
      listingsLimit: limits.listings,
      imagesPerListingLimit: limits.imagesPerListing,
      bannerAdsLimit: limits.bannerAds,
      featureAdsLimit: limits.featureAds,
    })
    .returning({ id: plans.id });
  return row!.id;
}

async function subscribe(account: Account, planId: string, status: SubscriptionStatus = "active", family = "user") {
  await t.database.db.insert(subscriptions).values({
    userId: account.user._id,
    family: family as "user",
    planId,
    status,
    provider: "test",
    currentPeriodStart: new Date(Date.now() - DAY),
    currentPeriodEnd: new Date(Date.now() + 29 * DAY),
  });
}

const countListings = async (account: Account) =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from listings where vendor_id = ${account.user._id}`,
    )
  )[0]!.n;

async function fillListings(account: Account, n: number) {
  for (let i = 0; i < n; i++) await createListing(t.app, account.token, listingBody(ids, { name: `Shop ${i}` }));
}

const newListing = (account: Account) =>
  callApi<ErrorBody>(t.app, "POST", "/api/vendor/listings", account.token, listingBody(ids));

describe("listings", () => {
  it("stops a free account at 10", async () => {
    const vendor = await createAccount(t.app);
    await fillListings(vendor, 10);
    const refused = await newListing(vendor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 10 listings. Upgrade to add more.");
    expect(await countListings(vendor)).toBe(10);
  });

  it("lets a Premium subscriber go past the free tier's 10", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, PREMIUM);
    await fillListings(vendor, 10);
    expect((await newListing(vendor)).status).toBe(201);
    expect((await newListing(vendor)).status).toBe(201);
    expect(await countListings(vendor)).toBe(12);
  });

  it("counts against the live plan's own number, in its message", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, await customPlan({ listings: 11 }), "past_due");
    await fillListings(vendor, 11);
    const refused = await newListing(vendor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 11 listings. Upgrade to add more.");
    expect(await countListings(vendor)).toBe(11);
  });

  it("gives the free tier to an ended subscription and ignores a hire plan", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, PREMIUM, "expired");
    await subscribe(vendor, PREMIUM, "canceled");
    await subscribe(vendor, HIRE_PREMIUM, "active", "hire");
    await fillListings(vendor, 10);
    const refused = await newListing(vendor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 10 listings. Upgrade to add more.");
  });

  it("lets exactly the plan's remainder through when creations race", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, await customPlan({ listings: 4 }));
    await fillListings(vendor, 2);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => newListing(vendor)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await countListings(vendor)).toBe(4);
  });
});

describe("ads and gallery images", () => {
  const bannerAd = async (account: Account) => {
    const image = await uploadImage(t.app, account.token);
    const today = utcDay();
    return callApi<ErrorBody>(t.app, "POST", "/api/vendor/banner-ads", account.token, {
      title: "Spring sale",
      imageId: image._id,
      linkUrl: "https://example.org/",
      placement: "home",
      categoryId: null,
      startsAt: today,
      endsAt: today,
    });
  };

  it("allows a Premium subscriber a third banner ad and refuses it to a free account", async () => {
    const [free, premium] = [await createAccount(t.app), await createAccount(t.app)];
    await subscribe(premium, PREMIUM);
    for (const account of [free, premium]) {
      for (let i = 0; i < 2; i++) expect((await bannerAd(account)).status).toBe(201);
    }
    const refused = await bannerAd(free);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 2 banner ads. Upgrade to add more.");
    expect((await bannerAd(premium)).status).toBe(201);
  });

  it("counts feature ads against the plan's number", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, await customPlan({ featureAds: 2 }));
    const feature = async () => {
      const { listing } = await createPublishedListing(t.app, vendor.token, ids);
      return callApi<ErrorBody>(t.app, "POST", "/api/vendor/feature-ads", vendor.token, {
        listingId: listing._id,
        startsAt: new Date(Date.now() + DAY).toISOString(),
        endsAt: new Date(Date.now() + 3 * DAY).toISOString(),
      });
    };
    expect((await feature()).status).toBe(201);
    expect((await feature()).status).toBe(201);
    const refused = await feature();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 2 feature ads. Upgrade to add more.");
  });

  it("counts gallery images per listing against the plan's number", async () => {
    const vendor = await createAccount(t.app);
    await subscribe(vendor, await customPlan({ imagesPerListing: 1 }));
    const listing = await createListing(t.app, vendor.token, listingBody(ids));
    const add = async () =>
      t.app.inject({
        method: "POST",
        url: `/api/vendor/listings/${listing._id}/images`,
        headers: bearer(vendor.token),
        payload: { imageId: (await uploadImage(t.app, vendor.token))._id },
      });
    expect((await add()).statusCode).toBe(201);
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(
      "Your plan allows 1 gallery image per listing. Upgrade to add more.",
    );
  });
});

describe("limitsOf", () => {
  it("fills every empty limit, or a missing plan, with the free tier's", () => {
    expect(FREE_PLAN_LIMITS).toEqual({ listings: 10, imagesPerListing: 20, bannerAds: 2, featureAds: 1 });
    expect(limitsOf(null)).toEqual(FREE_PLAN_LIMITS);
    expect(limitsOf({ listings: 60, imagesPerListing: null, bannerAds: 0, featureAds: null })).toEqual({
      listings: 60,
      imagesPerListing: 20,
      bannerAds: 0,
      featureAds: 1,
    });
  });
});
