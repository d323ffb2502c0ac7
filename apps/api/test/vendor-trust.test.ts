import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListingDetail, ListingSummary } from "@mp/contracts/listing";
import type { PublicVendor } from "@mp/contracts/vendor-profile";
import { createAccount } from "./helpers/accounts.ts";
import { createPublishedListing, rows, type Envelope, type ErrorBody } from "./helpers/vendor.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

const { s, call } = useVendorSuite();

/** Six seeded published listings handed to a new vendor of this file, a day apart; their ids newest first. */
async function vendorWithListings(count: number) {
  const vendorId = s.owner.user._id;
  const moved = await rows<{ id: string }>(
    s.t.database,
    sql`update listings set vendor_id = ${vendorId}, published_at = now() - (random_order * interval '1 day')
        from (select id as moved_id, row_number() over (order by id) as random_order from listings
              where status = 'published' and hidden_at is null order by id limit ${count}) picked
        where listings.id = picked.moved_id
        returning listings.id, picked.random_order as "order"`,
  );
  const ordered = (moved as unknown as { id: string; order: number }[]).sort(
    (a, b) => Number(a.order) - Number(b.order),
  );
  return { vendorId, ids: ordered.map((listing) => listing.id) };
}

const setVerified = (userId: string, email: boolean, phone: boolean) =>
  s.t.database.db.execute(
    sql`update users set email_verified_at = ${email ? sql`now()` : null},
          phone_verified_at = ${phone ? sql`now()` : null} where id = ${userId}`,
  );

describe("more from the vendor", () => {
  it("answers up to four other published listings of the vendor, newest first, never the listing itself", async () => {
    const { ids } = await vendorWithListings(6);
    const [first, ...others] = ids;
    const res = await call<Envelope<ListingSummary[]>>("GET", `/api/listings/${first}/more-from-vendor`);
    expect(res.status).toBe(200);
    expect(res.body.result_value.map((listing) => listing._id)).toEqual(others.slice(0, 4));

    // A hidden or unpublished listing of the vendor is not among them.
    await s.t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${others[0]}`,
    );
    await s.t.database.db.execute(sql`update listings set status = 'draft' where id = ${others[1]}`);
    const after = await call<Envelope<ListingSummary[]>>("GET", `/api/listings/${first}/more-from-vendor`);
    expect(after.body.result_value.map((listing) => listing._id)).toEqual(others.slice(2, 6));
  });

  it("answers an empty list for a vendor's only listing, and 404 for a listing that is not published", async () => {
    const vendor = await createAccount(s.t.app);
    const { listing } = await createPublishedListing(s.t.app, vendor.token, s.ids);
    const alone = await call<Envelope<ListingSummary[]>>("GET", `/api/listings/${listing._id}/more-from-vendor`);
    expect(alone.status).toBe(200);
    expect(alone.body.result_value).toEqual([]);

    await call("POST", `/api/vendor/listings/${listing._id}/unpublish`, vendor.token);
    const unpublished = await call<ErrorBody>("GET", `/api/listings/${listing._id}/more-from-vendor`);
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.message).toBe("Listing not found.");

    const unknown = await call<ErrorBody>("GET", "/api/listings/00000000-0000-4000-8000-000000000000/more-from-vendor");
    expect(unknown.status).toBe(404);
    const malformed = await call<ErrorBody>("GET", "/api/listings/not-an-id/more-from-vendor");
    expect(malformed.status).toBe(400);
  });
});

describe("member since and the verified mark", () => {
  it("shows the vendor's account date and marks them verified only with both e-mail and phone confirmed", async () => {
    const { listing } = await createPublishedListing(s.t.app, s.stranger.token, s.ids);
    const [{ createdAt }] = (await rows<{ createdAt: string }>(
      s.t.database,
      sql`select created_at as "createdAt" from users where id = ${s.stranger.user._id}`,
    )) as [{ createdAt: string }];
    const read = async () => {
      const detail = await call<Envelope<ListingDetail>>("GET", `/api/listings/${listing._id}`);
      const page = await call<Envelope<{ vendor: PublicVendor }>>("GET", `/api/vendors/${s.stranger.user._id}`);
      expect(detail.status).toBe(200);
      expect(page.status).toBe(200);
      return { detail: detail.body.result_value.vendor, page: page.body.result_value.vendor };
    };

    const before = await read();
    expect(before.detail.memberSince).toBe(new Date(createdAt).toISOString());
    expect(before.page.memberSince).toBe(new Date(createdAt).toISOString());
    expect([before.detail.verified, before.page.verified]).toEqual([false, false]);

    for (const [email, phone] of [
      [true, false],
      [false, true],
    ] as const) {
      await setVerified(s.stranger.user._id, email, phone);
      const half = await read();
      expect([half.detail.verified, half.page.verified], `email ${email}, phone ${phone}`).toEqual([false, false]);
    }

    await setVerified(s.stranger.user._id, true, true);
    const both = await read();
    expect([both.detail.verified, both.page.verified]).toEqual([true, true]);
  });
});
