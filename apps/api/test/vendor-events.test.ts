import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import {
  catalogue,
  createListing,
  createVendorTestApp,
  listingBody,
  uploadImage,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
let owner: Account;
beforeAll(async () => {
  t = await createVendorTestApp();
  ids = await catalogue(t.database);
  owner = await createAccount(t.app);
});
afterAll(() => t.close());

type Row = { _id: string; views: number; contactClicks: number };

async function event(id: string, type: string, userAgent: string, remoteAddress = "203.0.113.7", token?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/listings/${id}/events`,
    headers: { "user-agent": userAgent, ...(token ? bearer(token) : {}) },
    remoteAddress,
    payload: { type },
  });
  return {
    status: res.statusCode,
    body: res.json<{ result: number; result_value: { counted: boolean } } & ErrorBody>(),
  };
}

async function totals(id: string): Promise<Row> {
  const res = await t.app.inject({ method: "GET", url: "/api/vendor/listings", headers: bearer(owner.token) });
  return res.json<{ result_value: Row[] }>().result_value.find((row) => row._id === id)!;
}

async function publishedListing() {
  const cover = await uploadImage(t.app, owner.token);
  const listing = await createListing(t.app, owner.token, listingBody(ids, { coverImageId: cover._id }));
  await t.app.inject({
    method: "POST",
    url: `/api/vendor/listings/${listing._id}/publish`,
    headers: bearer(owner.token),
  });
  return listing;
}

describe("POST /api/listings/:id/events", () => {
  it("counts a visitor's view once within the window, whatever browser it claims to be", async () => {
    const listing = await publishedListing();
    expect(await event(listing._id, "view", "Firefox")).toEqual({
      status: 202,
      body: { result: 1, result_value: { counted: true } },
    });
    const reload = await event(listing._id, "view", "Firefox");
    expect(reload.status).toBe(202);
    expect(reload.body.result_value.counted).toBe(false);
    expect(await totals(listing._id)).toMatchObject({ views: 1, contactClicks: 0 });

    // A new User-Agent from the same address is the same visitor: rotating it inflates nothing.
    for (const browser of ["Chrome", "Safari", "curl/8.0"]) {
      expect((await event(listing._id, "view", browser)).body.result_value.counted).toBe(false);
    }
    expect(await totals(listing._id)).toMatchObject({ views: 1, contactClicks: 0 });
    // Another address is another visitor, and so is an account signed in at the same address.
    expect((await event(listing._id, "view", "Chrome", "198.51.100.9")).body.result_value.counted).toBe(true);
    const signedIn = await event(listing._id, "view", "Firefox", "203.0.113.7", owner.token);
    expect(signedIn.body.result_value.counted).toBe(true);
    expect((await event(listing._id, "view", "Edge", "203.0.113.7", owner.token)).body.result_value.counted).toBe(
      false,
    );
    expect(await totals(listing._id)).toMatchObject({ views: 3 });
  });

  it("counts contact clicks the same way, apart from views", async () => {
    const listing = await publishedListing();
    await event(listing._id, "contact", "Firefox");
    await event(listing._id, "contact", "Firefox");
    expect(await totals(listing._id)).toMatchObject({ views: 0, contactClicks: 1 });
    await event(listing._id, "contact", "Safari", "198.51.100.10");
    await event(listing._id, "view", "Safari", "198.51.100.10");
    expect(await totals(listing._id)).toMatchObject({ views: 1, contactClicks: 2 });
  });

  it("counts nothing for a draft, an unknown listing or an unknown event", async () => {
    const draft = await createListing(t.app, owner.token, listingBody(ids));
    const res = await event(draft._id, "view", "Firefox");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Listing not found.");
    expect(await totals(draft._id)).toMatchObject({ views: 0, contactClicks: 0 });
    expect((await event("00000000-0000-4000-8000-000000000000", "view", "Firefox")).status).toBe(404);
    const listing = await publishedListing();
    expect((await event(listing._id, "purchase", "Firefox")).status).toBe(400);
  });
});
