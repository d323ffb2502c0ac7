import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  keysOfRef,
  listingBody,
  rows,
  stored,
  uploadImage,
  type Envelope,
  type ErrorBody,
  type GalleryItem,
  type VendorListing,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
let owner: Account;
let stranger: Account;
beforeAll(async () => {
  t = await createVendorTestApp();
  ids = await catalogue(t.database);
  owner = await createAccount(t.app);
  stranger = await createAccount(t.app);
});
afterAll(() => t.close());

const call = <T = unknown>(method: string, url: string, token?: string, payload?: object) =>
  callApi<T>(t.app, method, url, token, payload);

/** A made-up word that no seeded listing has, so a search for it finds only ours. */
const uniqueWord = () =>
  "Zq" +
  [...randomBytes(8)]
    .map((b) => "bcdfghjklmnprstvwz"[b % 18])
    .join("")
    .slice(0, 8);

const listingRow = async (id: string) =>
  (await rows<Record<string, unknown>>(t.database, sql`select * from listings where id = ${id}`))[0];

const publishedListing = (account: Account, name = `${uniqueWord()} Bindery`) =>
  createPublishedListing(t.app, account.token, ids, { name });

const publicIds = async (url: string) =>
  (await call<Envelope<{ _id: string }[]>>("GET", url)).body.result_value.map((l) => l._id);
const searchIds = async (q: string) =>
  (
    await call<Envelope<{ listings: { _id: string }[] }>>("GET", `/api/search?q=${encodeURIComponent(q)}&kind=listings`)
  ).body.result_value.listings.map((l) => l._id);

describe("vendor listings: create, read, update", () => {
  it("needs a token on every vendor route", async () => {
    for (const [method, url] of [
      ["GET", "/api/vendor/listings"],
      ["POST", "/api/vendor/listings"],
      ["GET", `/api/vendor/listings/${ids.categoryId}`],
      ["POST", "/api/vendor/images"],
    ] as const) {
      const res = await call<ErrorBody>(method, url, undefined, method === "POST" ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe("Please sign in to continue.");
    }
  });

  it("creates a draft with the text as given, which only its owner can see", async () => {
    const name = `<b>Quill</b> & "Feather" ${uniqueWord()}`;
    const body = listingBody(ids, { name, description: "Line one\n<script>alert(1)</script>" });
    const created = await call<Envelope<VendorListing>>("POST", "/api/vendor/listings", owner.token, body);
    expect(created.status).toBe(201);
    const listing = created.body.result_value;
    expect(listing).toMatchObject({
      status: "draft",
      name,
      description: "Line one\n<script>alert(1)</script>",
      categoryId: ids.categoryId,
      subcategoryId: ids.subcategoryId,
      priceCents: 1250,
      website: "https://bindery.example.org",
      openingHours: { "1": [{ open: "09:00", close: "17:00" }] },
      cover: null,
      publishedAt: null,
    });
    expect(listing.categoryName).toBeTruthy();

    const read = await call<Envelope<VendorListing>>("GET", `/api/vendor/listings/${listing._id}`, owner.token);
    expect(read.body.result_value).toEqual(listing);
    // A draft is nowhere in public.
    expect((await call("GET", `/api/listings/${listing._id}`)).status).toBe(404);
    expect((await call("GET", `/api/listings/${listing._id}/gallery`)).status).toBe(404);
    expect(await publicIds(`/api/listings?subcategoryId=${ids.subcategoryId}&limit=100`)).not.toContain(listing._id);

    const preview = await call<Envelope<{ status: string; name: string; customFields: unknown[] }>>(
      "GET",
      `/api/vendor/listings/${listing._id}/preview`,
      owner.token,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.result_value).toMatchObject({ status: "draft", name, customFields: [], publishedAt: null });

    const list = await call<Envelope<{ _id: string; status: string; views: number }[]>>(
      "GET",
      "/api/vendor/listings",
      owner.token,
    );
    expect(list.body.result_value[0]).toMatchObject({ _id: listing._id, status: "draft", views: 0, imageCount: 0 });
    expect(list.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("refuses a subcategory of another category, and non-http links, with the contract's messages", async () => {
    const mismatch = await call<ErrorBody>(
      "POST",
      "/api/vendor/listings",
      owner.token,
      listingBody({ categoryId: ids.otherCategoryId, subcategoryId: ids.subcategoryId }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("That subcategory is not in the chosen category.");
    expect(mismatch.body.errors).toEqual({ subcategoryId: ["That subcategory is not in the chosen category."] });

    for (const website of ["javascript:alert(1)", "ftp://files.example.org", "data:text/html,hi", "not a url"]) {
      const res = await call<ErrorBody>("POST", "/api/vendor/listings", owner.token, listingBody(ids, { website }));
      expect(res.status, website).toBe(400);
      expect(res.body.message).toBe("Enter a web address starting with http:// or https://.");
    }
    const noName = await call<ErrorBody>("POST", "/api/vendor/listings", owner.token, listingBody(ids, { name: " " }));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Name is required.");
    expect(noName.body.errors?.name).toEqual(["Name is required."]);
  });

  it("publishes only with a cover, then shows it at once in its subcategory and in search; unpublish hides it at once", async () => {
    const word = uniqueWord();
    const draft = await createListing(t.app, owner.token, listingBody(ids, { name: `${word} Bindery` }));
    const incomplete = await call<ErrorBody>("POST", `/api/vendor/listings/${draft._id}/publish`, owner.token);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe("Add a cover image before publishing.");

    const cover = await uploadImage(t.app, owner.token);
    const body = listingBody(ids, { name: `${word} Bindery`, coverImageId: cover._id });
    const updated = await call<Envelope<VendorListing>>("PUT", `/api/vendor/listings/${draft._id}`, owner.token, body);
    expect(updated.status).toBe(200);
    expect(updated.body.result_value.cover).toMatchObject({ _id: cover._id, url: cover.url });

    const published = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${draft._id}/publish`,
      owner.token,
    );
    expect(published.status).toBe(200);
    const firstPublishedAt = published.body.result_value.publishedAt;
    expect(firstPublishedAt).not.toBeNull();
    expect(await publicIds(`/api/listings?subcategoryId=${ids.subcategoryId}&limit=100`)).toContain(draft._id);
    expect(await searchIds(`${word} Bindery`)).toContain(draft._id);
    const detail = await call<Envelope<{ coverImage: string; customFields: unknown[] }>>(
      "GET",
      `/api/listings/${draft._id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.result_value.customFields).toEqual([]);
    expect(detail.body.result_value.coverImage).toMatch(/^\/media\/listing-images\/[0-9a-f-]{36}\/\d+\.webp$/);

    // Renamed while published: it stays published and is found under its new name.
    const renamed = `${uniqueWord()} Papers`;
    const edit = await call<Envelope<VendorListing>>("PUT", `/api/vendor/listings/${draft._id}`, owner.token, {
      ...body,
      name: renamed,
    });
    expect(edit.body.result_value.status).toBe("published");
    expect(await searchIds(renamed)).toContain(draft._id);
    expect(await searchIds(`${word} Bindery`)).not.toContain(draft._id);

    const unpublished = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${draft._id}/unpublish`,
      owner.token,
    );
    expect(unpublished.body.result_value.status).toBe("draft");
    expect(await publicIds(`/api/listings?subcategoryId=${ids.subcategoryId}&limit=100`)).not.toContain(draft._id);
    expect(await searchIds(renamed)).not.toContain(draft._id);
    expect((await call("GET", `/api/listings/${draft._id}`)).status).toBe(404);

    // Published again: the first publication time is kept.
    const again = await call<Envelope<VendorListing>>("POST", `/api/vendor/listings/${draft._id}/publish`, owner.token);
    expect(again.body.result_value.publishedAt).toBe(firstPublishedAt);

    // A published listing keeps a cover.
    const before = await listingRow(draft._id);
    const uncovered = await call<ErrorBody>("PUT", `/api/vendor/listings/${draft._id}`, owner.token, {
      ...body,
      coverImageId: null,
    });
    expect(uncovered.status).toBe(400);
    expect(uncovered.body.message).toBe("Add a cover image before publishing.");
    expect(await listingRow(draft._id)).toEqual(before);
  });

  it("will not take another user's image as a cover", async () => {
    const theirs = await uploadImage(t.app, stranger.token);
    const res = await call<ErrorBody>(
      "POST",
      "/api/vendor/listings",
      owner.token,
      listingBody(ids, { coverImageId: theirs._id }),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Image not found.");
  });
});

describe("vendor listings: ownership", () => {
  it("answers 404 to another user for every read and change, and changes nothing", async () => {
    const { listing } = await publishedListing(owner);
    const image = await uploadImage(t.app, owner.token);
    const added = await call<Envelope<GalleryItem>>("POST", `/api/vendor/listings/${listing._id}/images`, owner.token, {
      imageId: image._id,
    });
    expect(added.status).toBe(201);
    const item = added.body.result_value;
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, owner.token, {
      fields: [{ label: "Parking", type: "boolean", value: "true" }],
    });
    const snapshot = async () => ({
      listing: await listingRow(listing._id),
      gallery: await rows(t.database, sql`select * from listing_images where listing_id = ${listing._id} order by id`),
      fields: await rows(t.database, sql`select * from listing_fields where listing_id = ${listing._id} order by id`),
    });
    const before = await snapshot();

    const base = `/api/vendor/listings/${listing._id}`;
    const attempts: [string, string, object?][] = [
      ["GET", base],
      ["GET", `${base}/preview`],
      ["PUT", base, listingBody(ids, { name: "Taken over" })],
      ["POST", `${base}/publish`],
      ["POST", `${base}/unpublish`],
      ["DELETE", base],
      ["GET", `${base}/images`],
      ["POST", `${base}/images`, { imageId: (await uploadImage(t.app, stranger.token))._id }],
      ["PATCH", `${base}/images/${item._id}`, { caption: "mine now" }],
      ["PUT", `${base}/images/order`, { imageIds: [item._id] }],
      ["DELETE", `${base}/images/${item._id}`],
      ["GET", `${base}/fields`],
      ["PUT", `${base}/fields`, { fields: [] }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call<ErrorBody>(method, url, stranger.token, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message, `${method} ${url}`).toBe("Listing not found.");
    }
    expect(await snapshot()).toEqual(before);
    for (const key of keysOfRef(image)) expect(stored(t, key)).toBe(true);
    // Nor does it show among the stranger's own listings.
    const theirs = await call<Envelope<{ _id: string }[]>>("GET", "/api/vendor/listings", stranger.token);
    expect(theirs.body.result_value.map((l) => l._id)).not.toContain(listing._id);
  });

  it("lets an admin read and change anyone's listing", async () => {
    const { listing } = await publishedListing(owner);
    const admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    const read = await call<Envelope<VendorListing>>("GET", `/api/vendor/listings/${listing._id}`, admin.token);
    expect(read.status).toBe(200);
    const unpublished = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${listing._id}/unpublish`,
      admin.token,
    );
    expect(unpublished.body.result_value.status).toBe("draft");
    expect((await listingRow(listing._id))!.vendor_id).toBe(owner.user._id);
  });
});

describe("vendor listings: delete", () => {
  it("deletes the listing, its gallery and fields, and its images' files", async () => {
    const { listing, cover } = await publishedListing(owner);
    const images = [await uploadImage(t.app, owner.token), await uploadImage(t.app, owner.token)];
    for (const image of images) {
      await call("POST", `/api/vendor/listings/${listing._id}/images`, owner.token, { imageId: image._id });
    }
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, owner.token, {
      fields: [{ label: "Seats", type: "number", value: "12" }],
    });
    const keys = [cover, ...images].flatMap(keysOfRef);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(stored(t, key), key).toBe(true);

    const deleted = await call<Envelope<{ _id: string }>>("DELETE", `/api/vendor/listings/${listing._id}`, owner.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.result_value).toEqual({ _id: listing._id });

    for (const key of keys) expect(stored(t, key), key).toBe(false);
    expect(await listingRow(listing._id)).toBeUndefined();
    const imageIds = [cover, ...images].map((i) => i._id);
    const left = await rows(
      t.database,
      sql`select id from stored_images where id in (${sql.join(
        imageIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(left).toEqual([]);
    expect(await rows(t.database, sql`select 1 from listing_fields where listing_id = ${listing._id}`)).toEqual([]);
    expect((await call("GET", `/api/vendor/listings/${listing._id}`, owner.token)).status).toBe(404);
    expect((await call("GET", `/api/listings/${listing._id}`)).status).toBe(404);
  });
});

describe("plan limits", () => {
  it("refuses the 11th listing with the plan's message", async () => {
    const vendor = await createAccount(t.app);
    for (let i = 0; i < 10; i++) await createListing(t.app, vendor.token, listingBody(ids, { name: `Shop ${i}` }));
    const eleventh = await call<ErrorBody>("POST", "/api/vendor/listings", vendor.token, listingBody(ids));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe("Your plan allows 10 listings. Upgrade to add more.");
    const [count] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from listings where vendor_id = ${vendor.user._id}`,
    );
    expect(count!.n).toBe(10);

    // Ten on one page, then none left over.
    const page = await call<Envelope<unknown[]>>("GET", "/api/vendor/listings?limit=10", vendor.token);
    expect(page.body.result_value).toHaveLength(10);
    expect(page.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });
});
