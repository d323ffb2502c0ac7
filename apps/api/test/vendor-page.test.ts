import { describe, expect, it } from "vitest";
import type { VendorPageResponse } from "@mp/contracts/vendor-profile";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { UNKNOWN_ID } from "./helpers/reads.ts";
import { createListing, createPublishedListing, listingBody, uploadImage } from "./helpers/vendor.ts";
import type { Envelope, ErrorBody } from "./helpers/vendor.ts";
import { profileBody, saveVendorProfile } from "./helpers/vendor-profile.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

// Many accounts, each its own: the sign-up limits are not what this file tests.
const { s, call } = useVendorSuite({ AUTH_THROTTLE: "off" });

const saveProfile = (account: Account, body: object) => saveVendorProfile(s.t.app, account, body);

const publishedListing = async (account: Account, name: string) =>
  (await createPublishedListing(s.t.app, account.token, s.ids, { name })).listing;

describe("public vendor page", () => {
  type PageBody = VendorPageResponse & ErrorBody;
  const vendorPage = (id: string, query = "") => call<PageBody>("GET", `/api/vendors/${id}${query}`);

  it("answers 404 for an unknown id and for a user who is not a vendor, 400 for a malformed one", async () => {
    expect((await vendorPage(UNKNOWN_ID)).body.message).toBe("Vendor not found.");
    expect((await vendorPage(UNKNOWN_ID)).status).toBe(404);
    expect((await vendorPage("not-a-uuid")).status).toBe(400);
    const member = await createAccount(s.t.app);
    expect((await vendorPage(member.user._id)).status).toBe(404);
    // A draft alone does not make a vendor page.
    await createListing(s.t.app, member.token, listingBody(s.ids));
    expect((await vendorPage(member.user._id)).status).toBe(404);
  });

  it("shows a profile without listings", async () => {
    const owner = await createAccount(s.t.app);
    await saveProfile(owner, profileBody());
    const res = await vendorPage(owner.user._id);
    expect(res.status).toBe(200);
    expect(res.body.result_value.vendor).toMatchObject({ _id: owner.user._id, hasProfile: true, city: "Springfield" });
    expect(res.body.result_value.listings).toEqual([]);
    expect(res.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("shows only published listings, newest first, a bounded page at a time", async () => {
    const owner = await createAccount(s.t.app, { name: "Private Person", phone: "+1 202 555 0199" });
    const firstOut = await publishedListing(owner, "Vendor page one");
    const secondOut = await publishedListing(owner, "Vendor page two");
    const draft = await createListing(s.t.app, owner.token, listingBody(s.ids, { name: "Vendor page draft" }));

    // No profile yet: the public name their listings show, and nothing else.
    const bare = await vendorPage(owner.user._id);
    expect(bare.status).toBe(200);
    expect(bare.body.result_value.vendor).toMatchObject({
      _id: owner.user._id,
      businessName: "Private Person",
      hasProfile: false,
      logo: null,
      phone: null,
      email: null,
      updatedAt: null,
    });
    expect(bare.body.result_value.listings.map((l) => l._id)).toEqual([secondOut._id, firstOut._id]);
    expect(bare.body.result_value.listings.map((l) => l._id)).not.toContain(draft._id);
    const listed = await call<{ result_value: object[] }>(
      "GET",
      `/api/listings?subcategoryId=${s.ids.subcategoryId}&limit=100`,
    );
    const summary = listed.body.result_value.find((l) => (l as { _id: string })._id === secondOut._id);
    // The same summary as the browse list, "featured" mark included.
    expect(bare.body.result_value.listings[0]).toEqual(summary);

    const pageOne = await vendorPage(owner.user._id, "?limit=1");
    expect(pageOne.body.result_value.listings.map((l) => l._id)).toEqual([secondOut._id]);
    expect(pageOne.body.meta).toEqual({ hasMore: true, currentPage: 1 });
    const pageTwo = await vendorPage(owner.user._id, "?limit=1&page=2");
    expect(pageTwo.body.result_value.listings.map((l) => l._id)).toEqual([firstOut._id]);
    expect(pageTwo.body.meta).toEqual({ hasMore: false, currentPage: 2 });
    // Past the end: the vendor still exists, the page is empty.
    const past = await vendorPage(owner.user._id, "?limit=1&page=5");
    expect(past.status).toBe(200);
    expect(past.body.result_value.listings).toEqual([]);

    for (const query of ["?limit=101", "?limit=0", "?page=0", "?page=x", "?sort=name"]) {
      expect((await vendorPage(owner.user._id, query)).status, query).toBe(400);
    }

    // Unpublished, a listing leaves the page.
    await call("POST", `/api/vendor/listings/${secondOut._id}/unpublish`, owner.token);
    const after = await vendorPage(owner.user._id);
    expect(after.body.result_value.listings.map((l) => l._id)).toEqual([firstOut._id]);
  });

  it("shows the profile and names the vendor on their listings, with nothing private", async () => {
    const owner = await createAccount(s.t.app, { name: "Hidden Name", phone: "+1 202 555 0123" });
    const logo = await uploadImage(s.t.app, owner.token);
    const listing = await publishedListing(owner, "Vendor page shop");
    await saveProfile(
      owner,
      profileBody({ businessName: "Public Shop Name", logoImageId: logo._id, email: "public@shop.example.org" }),
    );
    const res = await vendorPage(owner.user._id);
    expect(res.status).toBe(200);
    expect(res.body.result_value.vendor).toMatchObject({
      businessName: "Public Shop Name",
      hasProfile: true,
      email: "public@shop.example.org",
      logo: { _id: logo._id },
    });
    expect(Object.keys(res.body.result_value.vendor).sort()).toEqual(
      [
        "_id",
        "about",
        "address",
        "businessName",
        "city",
        "email",
        "hasProfile",
        "logo",
        "memberSince",
        "phone",
        "socialLinks",
        "updatedAt",
        "verified",
        "website",
      ].sort(),
    );
    for (const secret of [owner.email, "Hidden Name", "5550123", "password", "hash", "argon"]) {
      expect(res.text.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    const detail = await call<Envelope<{ vendor: { _id: string; name: string } }>>(
      "GET",
      `/api/listings/${listing._id}`,
    );
    expect(detail.body.result_value.vendor).toEqual({
      _id: owner.user._id,
      name: "Public Shop Name",
      memberSince: expect.any(String),
      verified: false,
    });
  });
});
