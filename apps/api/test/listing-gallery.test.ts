import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createListing, keysOfRef, listingBody, rows, stored, uploadImage } from "./helpers/vendor.ts";
import type { Envelope, ErrorBody, GalleryItem, VendorListing } from "./helpers/vendor.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

const { s, call } = useVendorSuite();

async function publishedListing(): Promise<VendorListing> {
  const cover = await uploadImage(s.t.app, s.owner.token);
  const listing = await createListing(s.t.app, s.owner.token, listingBody(s.ids, { coverImageId: cover._id }));
  await call("POST", `/api/vendor/listings/${listing._id}/publish`, s.owner.token);
  return listing;
}

const galleryOf = async (id: string) =>
  (await call<Envelope<GalleryItem[]>>("GET", `/api/vendor/listings/${id}/images`, s.owner.token)).body.result_value;

describe("gallery", () => {
  it("appends, captions, reorders and deletes images; the public page shows them in order", async () => {
    const listing = await publishedListing();
    // Without a gallery the public page shows the cover, with its variants.
    const coverOnly = await call<Envelope<{ url: string; srcset?: string }[]>>(
      "GET",
      `/api/listings/${listing._id}/gallery`,
    );
    expect(coverOnly.body.result_value).toHaveLength(1);
    expect(coverOnly.body.result_value[0]!.srcset).toContain("w, ");

    const images = [];
    for (let i = 0; i < 3; i++) images.push(await uploadImage(s.t.app, s.owner.token));
    const items: GalleryItem[] = [];
    for (const [i, image] of images.entries()) {
      const res = await call<Envelope<GalleryItem>>(
        "POST",
        `/api/vendor/listings/${listing._id}/images`,
        s.owner.token,
        {
          imageId: image._id,
          caption: `Picture ${i}`,
        },
      );
      expect(res.status).toBe(201);
      expect(res.body.result_value).toMatchObject({ imageId: image._id, caption: `Picture ${i}`, position: i });
      expect(res.body.result_value.srcset).toBe(image.srcset);
      items.push(res.body.result_value);
    }
    const again = await call<ErrorBody>("POST", `/api/vendor/listings/${listing._id}/images`, s.owner.token, {
      imageId: images[0]!._id,
    });
    expect(again.status).toBe(409);

    const captioned = await call<Envelope<GalleryItem>>(
      "PATCH",
      `/api/vendor/listings/${listing._id}/images/${items[1]!._id}`,
      s.owner.token,
      { caption: "  The <b>shop</b> front  " },
    );
    expect(captioned.status).toBe(200);
    expect(captioned.body.result_value.caption).toBe("The <b>shop</b> front");

    const order = [items[2]!._id, items[0]!._id, items[1]!._id];
    const reordered = await call<Envelope<GalleryItem[]>>(
      "PUT",
      `/api/vendor/listings/${listing._id}/images/order`,
      s.owner.token,
      { imageIds: order },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.result_value.map((i) => i._id)).toEqual(order);
    expect(reordered.body.result_value.map((i) => i.position)).toEqual([0, 1, 2]);

    const shown = await call<Envelope<{ url: string; caption: string }[]>>(
      "GET",
      `/api/listings/${listing._id}/gallery`,
    );
    expect(shown.body.result_value.map((g) => g.caption)).toEqual(["Picture 2", "Picture 0", "The <b>shop</b> front"]);
    expect(shown.body.result_value[0]!.url).toBe(images[2]!.url);

    const removed = await call<Envelope<{ _id: string }>>(
      "DELETE",
      `/api/vendor/listings/${listing._id}/images/${items[0]!._id}`,
      s.owner.token,
    );
    expect(removed.status).toBe(200);
    expect((await galleryOf(listing._id)).map((i) => i._id)).toEqual([items[2]!._id, items[1]!._id]);
    // Its files and row are gone; the others' stay.
    for (const key of keysOfRef(images[0]!)) expect(stored(s.t, key)).toBe(false);
    for (const key of keysOfRef(images[2]!)) expect(stored(s.t, key)).toBe(true);
    expect(await rows(s.t.database, sql`select 1 from stored_images where id = ${images[0]!._id}`)).toEqual([]);

    const row = await call<Envelope<{ _id: string; imageCount: number }[]>>(
      "GET",
      "/api/vendor/listings",
      s.owner.token,
    );
    expect(row.body.result_value.find((r) => r._id === listing._id)?.imageCount).toBe(2);
  });

  it("refuses an order that is not exactly the current items", async () => {
    const listing = await publishedListing();
    const items: GalleryItem[] = [];
    for (let i = 0; i < 2; i++) {
      const image = await uploadImage(s.t.app, s.owner.token);
      const res = await call<Envelope<GalleryItem>>(
        "POST",
        `/api/vendor/listings/${listing._id}/images`,
        s.owner.token,
        {
          imageId: image._id,
        },
      );
      items.push(res.body.result_value);
    }
    const [a, b] = items.map((i) => i._id) as [string, string];
    const before = await galleryOf(listing._id);
    for (const imageIds of [[a], [a, b, a], [a, a], [a, b, listing._id], []]) {
      const res = await call<ErrorBody>("PUT", `/api/vendor/listings/${listing._id}/images/order`, s.owner.token, {
        imageIds,
      });
      expect(res.status, JSON.stringify(imageIds)).toBe(400);
      expect(res.body.message).toBe("The order must list every image of the gallery exactly once.");
    }
    expect(await galleryOf(listing._id)).toEqual(before);
  });

  it("will not attach another user's image (404), nor touch an item of another listing", async () => {
    const listing = await publishedListing();
    const theirs = await uploadImage(s.t.app, s.stranger.token);
    const res = await call<ErrorBody>("POST", `/api/vendor/listings/${listing._id}/images`, s.owner.token, {
      imageId: theirs._id,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Image not found.");
    expect(await galleryOf(listing._id)).toEqual([]);

    const other = await publishedListing();
    const image = await uploadImage(s.t.app, s.owner.token);
    const added = await call<Envelope<GalleryItem>>("POST", `/api/vendor/listings/${other._id}/images`, s.owner.token, {
      imageId: image._id,
    });
    const itemOfOther = added.body.result_value._id;
    const wrongListing = await call<ErrorBody>(
      "DELETE",
      `/api/vendor/listings/${listing._id}/images/${itemOfOther}`,
      s.owner.token,
    );
    expect(wrongListing.status).toBe(404);
    expect(wrongListing.body.message).toBe("Gallery image not found.");
    expect(await galleryOf(other._id)).toHaveLength(1);
  });

  it("stops at the plan's images per listing", async () => {
    const listing = await publishedListing();
    const image = await uploadImage(s.t.app, s.owner.token);
    // Nineteen rows straight in the database, then the twentieth through the API, then the limit.
    await s.t.database.db.execute(sql`
      insert into listing_images (listing_id, image_id, position)
      select ${listing._id}, ${image._id}, n from generate_series(0, 18) as n`);
    const twentieth = await call("POST", `/api/vendor/listings/${listing._id}/images`, s.owner.token, {
      imageId: (await uploadImage(s.t.app, s.owner.token))._id,
    });
    expect(twentieth.status).toBe(201);
    const refused = await call<ErrorBody>("POST", `/api/vendor/listings/${listing._id}/images`, s.owner.token, {
      imageId: (await uploadImage(s.t.app, s.owner.token))._id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Your plan allows 20 gallery images per listing. Upgrade to add more.");
  });
});

describe("custom fields", () => {
  it("replaces the list in order and shows it on the public detail page", async () => {
    const listing = await publishedListing();
    const fields = [
      { label: "Parking", type: "boolean", value: "true" },
      { label: "Seats", type: "number", value: "42.5" },
      { label: "Menu", type: "link", value: "https://menu.example.org/" },
      { label: "Note", type: "text", value: "<i>Cash</i> only" },
    ];
    const put = await call<Envelope<unknown[]>>("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, {
      fields,
    });
    expect(put.status).toBe(200);
    expect(put.body.result_value).toEqual(fields);
    const detail = await call<Envelope<{ customFields: unknown[] }>>("GET", `/api/listings/${listing._id}`);
    expect(detail.body.result_value.customFields).toEqual(fields);

    const reversed = [...fields].reverse();
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, { fields: reversed });
    const read = await call<Envelope<unknown[]>>("GET", `/api/vendor/listings/${listing._id}/fields`, s.owner.token);
    expect(read.body.result_value).toEqual(reversed);
    const preview = await call<Envelope<{ customFields: unknown[] }>>(
      "GET",
      `/api/vendor/listings/${listing._id}/preview`,
      s.owner.token,
    );
    expect(preview.body.result_value.customFields).toEqual(reversed);
  });

  it("checks each value against its type and keeps the old list when one is wrong", async () => {
    const listing = await publishedListing();
    const good = [{ label: "Seats", type: "number", value: "12" }];
    await call("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, { fields: good });
    const cases: [object, string][] = [
      [{ label: "Seats", type: "number", value: "twelve" }, "Enter a number."],
      [{ label: "Parking", type: "boolean", value: "maybe" }, "Choose yes or no."],
      [
        { label: "Menu", type: "link", value: "javascript:alert(1)" },
        "Enter a web address starting with http:// or https://.",
      ],
      [{ label: "", type: "text", value: "x" }, "Label is required."],
    ];
    for (const [field, message] of cases) {
      const res = await call<ErrorBody>("PUT", `/api/vendor/listings/${listing._id}/fields`, s.owner.token, {
        fields: [...good, field],
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const read = await call<Envelope<unknown[]>>("GET", `/api/vendor/listings/${listing._id}/fields`, s.owner.token);
    expect(read.body.result_value).toEqual(good);
  });
});
