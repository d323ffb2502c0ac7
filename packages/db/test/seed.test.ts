import { asc, count, countDistinct, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/client.ts";
import { categories, subcategories } from "../src/schema/catalog.ts";
import { freelancers } from "../src/schema/freelancers.ts";
import { jobs } from "../src/schema/jobs.ts";
import { listings } from "../src/schema/listings.ts";
import { users } from "../src/schema/users.ts";
import { vendorProfiles } from "../src/schema/vendors.ts";
import { renderArt } from "../src/seed/art.ts";
import { listingRow } from "../src/seed/listing-rows.ts";
import { CITIES } from "../src/seed/places.ts";
import { seedIfEmpty, topUp } from "../src/seed/seed.ts";
import { DAY_MS, REFERENCE_DATE } from "../src/seed/time.ts";
import { openEmptyDatabase } from "./helpers/empty-database.ts";

/** Everything about the listings that should never change between two seeds, in insertion order. */
function listingSnapshot(handle: DatabaseHandle) {
  return handle.db
    .select({
      id: listings.id,
      name: listings.name,
      description: listings.description,
      subcategoryId: listings.subcategoryId,
      priceCents: listings.priceCents,
      latitude: listings.latitude,
      openingHours: listings.openingHours,
      publishedAt: listings.publishedAt,
    })
    .from(listings)
    .orderBy(asc(listings.createdAt), asc(listings.id));
}

describe("seedIfEmpty on an empty database", () => {
  let handle: DatabaseHandle;
  const messages: string[] = [];
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    firstRun = await seedIfEmpty(handle, { log: (message) => messages.push(message) });
  });
  afterAll(() => handle.close());

  it("reports that it seeded, and says so in its log", () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(messages[0]).toMatch(/^seeding the demo catalogue/);
  });

  it("inserts at least 30 categories, each with its icon path and hue", async () => {
    const rows = await handle.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const category of rows) {
      expect(category.icon).toBe(`/art/icons/${category.slug}.svg`);
      expect(category.hue).toBeGreaterThanOrEqual(0);
      expect(category.hue).toBeLessThan(360);
    }
  });

  it("inserts at least 200 subcategories, 6 to 9 per category, each with its image path", async () => {
    const rows = await handle.db.select().from(subcategories);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const subcategory of rows) expect(subcategory.image).toBe(`/art/subcategories/${subcategory.slug}.svg`);
    const perCategory = await handle.db
      .select({ count: count() })
      .from(subcategories)
      .groupBy(subcategories.categoryId);
    expect(Math.min(...perCategory.map((row) => row.count))).toBeGreaterThanOrEqual(6);
    expect(Math.max(...perCategory.map((row) => row.count))).toBeLessThanOrEqual(9);
  });

  it("inserts 1,000 listings that cover every subcategory, mostly published", async () => {
    const [totals] = await handle.db
      .select({ listings: count(), subcategories: countDistinct(listings.subcategoryId) })
      .from(listings);
    const subcategoryCount = await handle.db.$count(subcategories);
    expect(totals).toEqual({ listings: 1000, subcategories: subcategoryCount });
    const drafts = await handle.db.$count(listings, eq(listings.status, "draft"));
    expect(drafts).toBeGreaterThan(0);
    expect(drafts).toBeLessThan(30);
    expect(await handle.db.$count(listings, isNull(listings.publishedAt))).toBe(drafts);
  });

  it("mixes businesses and products, with prices on every product and hours on most businesses", async () => {
    const rows = await handle.db.select().from(listings);
    const products = rows.filter((row) => row.kind === "product");
    const businesses = rows.filter((row) => row.kind === "business");
    expect(products.length).toBeGreaterThan(100);
    expect(businesses.length).toBeGreaterThan(500);
    for (const product of products) expect(product.priceCents).toBeGreaterThan(0);
    const withHours = businesses.filter((row) => row.openingHours !== null);
    expect(withHours.length / businesses.length).toBeGreaterThan(0.6);
    for (const { openingHours } of withHours) {
      for (const spans of Object.values(openingHours ?? {})) {
        for (const { open, close } of spans ?? []) {
          expect(open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(close > open).toBe(true);
        }
      }
    }
  });

  it("gives listings realistic, reserved contact details and a place near a real city centre", async () => {
    const rows = await handle.db.select().from(listings);
    const cities = new Map(CITIES.map((city) => [city.name, city]));
    for (const row of rows) {
      const city = cities.get(row.city);
      expect(city, row.city).toBeDefined();
      const kmNorth = ((row.latitude ?? 0) - (city?.latitude ?? 0)) * 111.32;
      const kmEast =
        ((row.longitude ?? 0) - (city?.longitude ?? 0)) * 111.32 * Math.cos(((city?.latitude ?? 0) * Math.PI) / 180);
      expect(Math.hypot(kmNorth, kmEast)).toBeLessThan(5);
      expect(row.address).toMatch(/^\d+ \w/);
      if (row.phone !== null) expect(row.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      if (row.email !== null) expect(row.email).toMatch(/@[a-z0-9-]+\.example\.com$/);
      if (row.website !== null) expect(row.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
      const sentences = row.description.split(/(?<=[a-z0-9)][.!?]) (?=[A-Z])/);
      expect(sentences.length, row.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, row.description).toBeLessThanOrEqual(4);
    }
  });

  it("dates listings in the 180 days before the seed day, created before published and after their vendor joined", async () => {
    expect(REFERENCE_DATE.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - REFERENCE_DATE.getTime()).toBeLessThan(DAY_MS);
    const rows = await handle.db
      .select({ listing: listings, vendorSince: users.createdAt })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.vendorId));
    for (const { listing, vendorSince } of rows) {
      const { publishedAt, createdAt, updatedAt } = listing;
      if (publishedAt) {
        expect(publishedAt.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
        expect(publishedAt.getTime()).toBeGreaterThanOrEqual(REFERENCE_DATE.getTime() - 180 * DAY_MS);
        expect(createdAt.getTime()).toBeLessThan(publishedAt.getTime());
      }
      expect(updatedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
      expect(vendorSince.getTime()).toBeLessThan(createdAt.getTime());
    }
  });

  it("shows no made-up suffix in any name a visitor can see", async () => {
    const names = [
      ...(await handle.db.select({ name: listings.name }).from(listings)).map((row) => row.name),
      ...(await handle.db.select({ name: users.name }).from(users)).map((row) => row.name),
      ...(await handle.db.select({ name: vendorProfiles.businessName }).from(vendorProfiles)).map((row) => row.name),
      ...(await handle.db.select({ name: jobs.title, company: jobs.companyName }).from(jobs)).flatMap((row) => [
        row.name,
        row.company,
      ]),
      ...(await handle.db.select({ name: freelancers.fullName }).from(freelancers)).map((row) => row.name),
    ];
    expect(names.length).toBeGreaterThan(1500);
    for (const name of names) {
      expect(name).not.toMatch(/[0-9a-f]{6,}/);
      expect(name).not.toMatch(/\b(Vendor|Client|Member|Freelancer) [0-9a-f]/);
      expect(name).toMatch(/^[A-Z0-9]/);
    }
  });

  it("gives every demo vendor a business named after the trade of its first listing", async () => {
    const profiles = await handle.db.select().from(vendorProfiles);
    expect(profiles).toHaveLength(250);
    const [first] = await handle.db
      .select({ name: listings.name, kind: listings.kind })
      .from(listings)
      .where(eq(listings.id, String(listingRow(0).id)));
    const profile = profiles.find((row) => row.userId === listingRow(0).vendorId);
    if (first?.kind === "business") expect(profile?.businessName).toBe(first.name);
    for (const row of profiles) expect(row.about).toMatch(/^[A-Z0-9].+ in [A-Z][\w .]+\.$/);
  });

  it("points every listing at a cover that renders", async () => {
    const rows = await handle.db.selectDistinct({ coverImage: listings.coverImage }).from(listings);
    for (const { coverImage } of rows) {
      expect(coverImage).toMatch(/^\/art\/covers\/[a-z0-9-]+-[1-4]\.svg$/);
      expect(renderArt(coverImage?.slice("/art/".length) ?? "")).not.toBeNull();
    }
  });

  it("does nothing the second time: seeded false and the same counts", async () => {
    const before = await counts(handle);
    const messagesBefore = messages.length;
    expect(await seedIfEmpty(handle, { log: (message) => messages.push(message) })).toEqual({ seeded: false });
    expect(await counts(handle)).toEqual(before);
    expect(messages.slice(messagesBefore).some((message) => message.includes("seeding"))).toBe(false);
  });

  it("tops up to the requested totals with the next listings in the sequence, then adds nothing more", async () => {
    const inserted = await topUp(handle, { listings: 1250, jobs: 130, freelancers: 110 });
    expect(inserted).toEqual({ listings: 250, jobs: 30, freelancers: 10 });
    expect(await counts(handle)).toMatchObject({ listings: 1250, jobs: 130, freelancers: 110 });
    const [last] = await handle.db
      .select({ name: listings.name })
      .from(listings)
      .where(eq(listings.id, String(listingRow(1249).id)));
    expect(last?.name).toBe(listingRow(1249).name);
    expect(await topUp(handle, { listings: 1250, jobs: 100 })).toEqual({ listings: 0, jobs: 0, freelancers: 0 });
  });
});

describe("determinism", () => {
  it("seeds identical listings, in the same order, into two fresh databases — whether topped up or not", async () => {
    const first = await openEmptyDatabase();
    const second = await openEmptyDatabase();
    try {
      await seedIfEmpty(first, { listings: 300, jobs: 5, freelancers: 5 });
      await topUp(first, { listings: 600 });
      await seedIfEmpty(second, { listings: 600, jobs: 5, freelancers: 5 });
      const [a, b] = await Promise.all([listingSnapshot(first), listingSnapshot(second)]);
      expect(a).toHaveLength(600);
      expect(new Set(a.map((row) => row.name)).size).toBeGreaterThan(400);
      expect(b).toEqual(a);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("topUp", () => {
  it("refuses to run without the demo catalogue", async () => {
    const handle = await openEmptyDatabase();
    try {
      await expect(topUp(handle, { listings: 10 })).rejects.toThrow(/demo catalogue is missing/);
      expect(await handle.db.$count(listings)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

async function counts({ db }: DatabaseHandle) {
  return {
    categories: await db.$count(categories),
    subcategories: await db.$count(subcategories),
    users: await db.$count(users),
    listings: await db.$count(listings),
    jobs: await db.$count(jobs),
    freelancers: await db.$count(freelancers),
  };
}
