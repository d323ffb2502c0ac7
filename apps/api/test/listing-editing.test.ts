import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createListing, listingBody, rows, uploadImage, uniqueWord } from "./helpers/vendor.ts";
import type { Envelope, ErrorBody, VendorListing } from "./helpers/vendor.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

const { s, call } = useVendorSuite();

const listingRow = async (id: string) =>
  (await rows<Record<string, unknown>>(s.t.database, sql`select * from listings where id = ${id}`))[0];

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
      ["GET", `/api/vendor/listings/${s.ids.categoryId}`],
      ["POST", "/api/vendor/images"],
    ] as const) {
      const res = await call<ErrorBody>(method, url, undefined, method === "POST" ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe("Please sign in to continue.");
    }
  });

  it("creates a draft with the text as given, which only its owner can see", async () => {
    const name = `<b>Quill</b> & "Feather" ${uniqueWord()}`;
    const body = listingBody(s.ids, { name, description: "Line one\n<script>alert(1)</script>" });
    const created = await call<Envelope<VendorListing>>("POST", "/api/vendor/listings", s.owner.token, body);
    expect(created.status).toBe(201);
    const listing = created.body.result_value;
    expect(listing).toMatchObject({
      status: "draft",
      name,
      description: "Line one\n<script>alert(1)</script>",
      categoryId: s.ids.categoryId,
      subcategoryId: s.ids.subcategoryId,
      priceCents: 1250,
      website: "https://bindery.example.org",
      openingHours: { "1": [{ open: "09:00", close: "17:00" }] },
      cover: null,
      publishedAt: null,
    });
    const [category] = await rows<{ name: string }>(
      s.t.database,
      sql`select name from categories where id = ${s.ids.categoryId}`,
    );
    expect(listing.categoryName).toBe(category!.name);

    const read = await call<Envelope<VendorListing>>("GET", `/api/vendor/listings/${listing._id}`, s.owner.token);
    expect(read.body.result_value).toEqual(listing);
    // A draft is nowhere in public.
    expect((await call("GET", `/api/listings/${listing._id}`)).status).toBe(404);
    expect((await call("GET", `/api/listings/${listing._id}/gallery`)).status).toBe(404);
    expect(await publicIds(`/api/listings?subcategoryId=${s.ids.subcategoryId}&limit=100`)).not.toContain(listing._id);

    const preview = await call<Envelope<{ status: string; name: string; customFields: unknown[] }>>(
      "GET",
      `/api/vendor/listings/${listing._id}/preview`,
      s.owner.token,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.result_value).toMatchObject({ status: "draft", name, customFields: [], publishedAt: null });

    const list = await call<Envelope<{ _id: string; status: string; views: number }[]>>(
      "GET",
      "/api/vendor/listings",
      s.owner.token,
    );
    expect(list.body.result_value[0]).toMatchObject({ _id: listing._id, status: "draft", views: 0, imageCount: 0 });
    expect(list.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("refuses a subcategory of another category, and non-http links, with the contract's messages", async () => {
    const mismatch = await call<ErrorBody>(
      "POST",
      "/api/vendor/listings",
      s.owner.token,
      listingBody({ categoryId: s.ids.otherCategoryId, subcategoryId: s.ids.subcategoryId }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("That subcategory is not in the chosen category.");
    expect(mismatch.body.errors).toEqual({ subcategoryId: ["That subcategory is not in the chosen category."] });

    for (const website of ["javascript:alert(1)", "ftp://files.example.org", "data:text/html,hi", "not a url"]) {
      const res = await call<ErrorBody>("POST", "/api/vendor/listings", s.owner.token, listingBody(s.ids, { website }));
      expect(res.status, website).toBe(400);
      expect(res.body.message).toBe("Enter a web address starting with http:// or https://.");
    }
    const noName = await call<ErrorBody>(
      "POST",
      "/api/vendor/listings",
      s.owner.token,
      listingBody(s.ids, { name: " " }),
    );
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Name is required.");
    expect(noName.body.errors?.name).toEqual(["Name is required."]);
  });

  it("publishes only with a cover, then shows it at once in its subcategory and in search; unpublish hides it at once", async () => {
    const word = uniqueWord();
    const draft = await createListing(s.t.app, s.owner.token, listingBody(s.ids, { name: `${word} Bindery` }));
    const incomplete = await call<ErrorBody>("POST", `/api/vendor/listings/${draft._id}/publish`, s.owner.token);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe("Add a cover image before publishing.");

    const cover = await uploadImage(s.t.app, s.owner.token);
    const body = listingBody(s.ids, { name: `${word} Bindery`, coverImageId: cover._id });
    const updated = await call<Envelope<VendorListing>>(
      "PUT",
      `/api/vendor/listings/${draft._id}`,
      s.owner.token,
      body,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.result_value.cover).toMatchObject({ _id: cover._id, url: cover.url });

    const published = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${draft._id}/publish`,
      s.owner.token,
    );
    expect(published.status).toBe(200);
    const firstPublishedAt = published.body.result_value.publishedAt;
    expect(firstPublishedAt).not.toBeNull();
    expect(await publicIds(`/api/listings?subcategoryId=${s.ids.subcategoryId}&limit=100`)).toContain(draft._id);
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
    const edit = await call<Envelope<VendorListing>>("PUT", `/api/vendor/listings/${draft._id}`, s.owner.token, {
      ...body,
      name: renamed,
    });
    expect(edit.body.result_value.status).toBe("published");
    expect(await searchIds(renamed)).toContain(draft._id);
    expect(await searchIds(`${word} Bindery`)).not.toContain(draft._id);

    const unpublished = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${draft._id}/unpublish`,
      s.owner.token,
    );
    expect(unpublished.body.result_value.status).toBe("draft");
    expect(await publicIds(`/api/listings?subcategoryId=${s.ids.subcategoryId}&limit=100`)).not.toContain(draft._id);
    expect(await searchIds(renamed)).not.toContain(draft._id);
    expect((await call("GET", `/api/listings/${draft._id}`)).status).toBe(404);

    // Published again: the first publication time is kept.
    const again = await call<Envelope<VendorListing>>(
      "POST",
      `/api/vendor/listings/${draft._id}/publish`,
      s.owner.token,
    );
    expect(again.body.result_value.publishedAt).toBe(firstPublishedAt);

    // A published listing keeps a cover.
    const before = await listingRow(draft._id);
    const uncovered = await call<ErrorBody>("PUT", `/api/vendor/listings/${draft._id}`, s.owner.token, {
      ...body,
      coverImageId: null,
    });
    expect(uncovered.status).toBe(400);
    expect(uncovered.body.message).toBe("Add a cover image before publishing.");
    expect(await listingRow(draft._id)).toEqual(before);
  });

  it("will not take another user's image as a cover", async () => {
    const theirs = await uploadImage(s.t.app, s.stranger.token);
    const res = await call<ErrorBody>(
      "POST",
      "/api/vendor/listings",
      s.owner.token,
      listingBody(s.ids, { coverImageId: theirs._id }),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Image not found.");
  });
});
