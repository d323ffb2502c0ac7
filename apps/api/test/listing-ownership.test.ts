import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  createListing,
  createPublishedListing,
  keysOfRef,
  listingBody,
  rows,
  stored,
  uploadImage,
  type Envelope,
  type ErrorBody,
  type GalleryItem,
  type VendorListing,
  uniqueWord,
} from "./helpers/vendor.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

const { s, call } = useVendorSuite();

const listingRow = async (id: string) =>
  (await rows<Record<string, unknown>>(s.t.database, sql`select * from listings where id = ${id}`))[0];

const publishedListing = (account: Account, name = `${uniqueWord()} Bindery`) =>
  createPublishedListing(s.t.app, account.token, s.ids, { name });

describe("vendor listings: ownership", () => {
  it("answers 404 to another user for every read and change, and changes nothing", async () => {
    const { listing } = await publishedListing(s.owner);
    const image = await uploadImage(s.t.app, s.owner.token);
    const added = await call<Envelope<GalleryItem>>(
      "POST",
      `/api/vendor/listings/${listing._id}/images`,
      s.owner.token,
      {
        imageId: image._id,
      },
    );
    expect(added.status).toBe(201);
    const item = added.body.result_value;
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, {
      fields: [{ label: "Parking", type: "boolean", value: "true" }],
    });
    const snapshot = async () => ({
      listing: await listingRow(listing._id),
      gallery: await rows(
        s.t.database,
        sql`select * from listing_images where listing_id = ${listing._id} order by id`,
      ),
      fields: await rows(s.t.database, sql`select * from listing_fields where listing_id = ${listing._id} order by id`),
    });
    const before = await snapshot();

    const base = `/api/vendor/listings/${listing._id}`;
    const attempts: [string, string, object?][] = [
      ["GET", base],
      ["GET", `${base}/preview`],
      ["PUT", base, listingBody(s.ids, { name: "Taken over" })],
      ["POST", `${base}/publish`],
      ["POST", `${base}/unpublish`],
      ["DELETE", base],
      ["GET", `${base}/images`],
      ["POST", `${base}/images`, { imageId: (await uploadImage(s.t.app, s.stranger.token))._id }],
      ["PATCH", `${base}/images/${item._id}`, { caption: "mine now" }],
      ["PUT", `${base}/images/order`, { imageIds: [item._id] }],
      ["DELETE", `${base}/images/${item._id}`],
      ["GET", `${base}/fields`],
      ["PUT", `${base}/fields`, { fields: [] }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call<ErrorBody>(method, url, s.stranger.token, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message, `${method} ${url}`).toBe("Listing not found.");
    }
    expect(await snapshot()).toEqual(before);
    for (const key of keysOfRef(image)) expect(stored(s.t, key)).toBe(true);
    // Nor does it show among the stranger's own listings.
    const theirs = await call<Envelope<{ _id: string }[]>>("GET", "/api/vendor/listings", s.stranger.token);
    expect(theirs.body.result_value.map((l) => l._id)).not.toContain(listing._id);
  });

  it("lets an admin read and change anyone's listing", async () => {
    const { listing } = await publishedListing(s.owner);
    const admin = await createAccount(s.t.app);
    await makeAdmin(s.t.database, admin.user._id);
    const read = await call<Envelope<VendorListing>>("GET", `/api/vendor/listings/${listing._id}`, admin.token);
    expect(read.status).toBe(200);
    const unpublished = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${listing._id}/unpublish`,
      admin.token,
    );
    expect(unpublished.body.result_value.status).toBe("draft");
    expect((await listingRow(listing._id))!.vendor_id).toBe(s.owner.user._id);
  });
});

describe("vendor listings: delete", () => {
  it("deletes the listing, its gallery and fields, and its images' files", async () => {
    const { listing, cover } = await publishedListing(s.owner);
    const images = [await uploadImage(s.t.app, s.owner.token), await uploadImage(s.t.app, s.owner.token)];
    for (const image of images) {
      await call("POST", `/api/vendor/listings/${listing._id}/images`, s.owner.token, { imageId: image._id });
    }
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, {
      fields: [{ label: "Seats", type: "number", value: "12" }],
    });
    const keys = [cover, ...images].flatMap(keysOfRef);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(stored(s.t, key), key).toBe(true);

    const deleted = await call<Envelope<{ _id: string }>>(
      "DELETE",
      `/api/vendor/listings/${listing._id}`,
      s.owner.token,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.result_value).toEqual({ _id: listing._id });

    for (const key of keys) expect(stored(s.t, key), key).toBe(false);
    expect(await listingRow(listing._id)).toBeUndefined();
    const imageIds = [cover, ...images].map((i) => i._id);
    const left = await rows(
      s.t.database,
      sql`select id from stored_images where id in (${sql.join(
        imageIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(left).toEqual([]);
    expect(await rows(s.t.database, sql`select 1 from listing_fields where listing_id = ${listing._id}`)).toEqual([]);
    expect((await call("GET", `/api/vendor/listings/${listing._id}`, s.owner.token)).status).toBe(404);
    expect((await call("GET", `/api/listings/${listing._id}`)).status).toBe(404);
  });
});

describe("plan limits", () => {
  it("refuses the 11th listing with the plan's message", async () => {
    const vendor = await createAccount(s.t.app);
    for (let i = 0; i < 10; i++) await createListing(s.t.app, vendor.token, listingBody(s.ids, { name: `Shop ${i}` }));
    const eleventh = await call<ErrorBody>("POST", "/api/vendor/listings", vendor.token, listingBody(s.ids));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe("Your plan allows 10 listings. Upgrade to add more.");
    const [count] = await rows<{ n: number }>(
      s.t.database,
      sql`select count(*)::int as n from listings where vendor_id = ${vendor.user._id}`,
    );
    expect(count!.n).toBe(10);

    // Ten on one page, then none left over.
    const page = await call<Envelope<unknown[]>>("GET", "/api/vendor/listings?limit=10", vendor.token);
    expect(page.body.result_value).toHaveLength(10);
    expect(page.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });
});
