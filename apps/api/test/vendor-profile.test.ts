import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VendorPageResponse, VendorProfile, VendorProfileInput } from "@mp/contracts/vendor-profile";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { UNKNOWN_ID } from "./helpers/reads.ts";
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
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  // Many accounts, each its own: the sign-up limits are not what this file tests.
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
});
afterAll(() => t.close());

const call = <T = unknown>(method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: object) =>
  callApi<T>(t.app, method, url, token, payload);

function profileBody(overrides: Partial<VendorProfileInput> = {}): VendorProfileInput {
  return {
    businessName: "Quillfeather Bindery",
    logoImageId: null,
    about: "Hand-bound notebooks.\nRepairs while you wait.",
    phone: "+1 (555) 010-0100",
    email: "shop@bindery.example.org",
    website: "https://bindery.example.org",
    address: "12 Paper Lane",
    city: "Springfield",
    socialLinks: { facebook: "https://facebook.com/bindery", instagram: "", x: null, linkedin: "", youtube: "" },
    ...overrides,
  };
}

const saveProfile = (account: Account, body: object) =>
  call<Envelope<VendorProfile> & ErrorBody>("PUT", "/api/vendor/profile", account.token, body);
const ownProfile = async (account: Account) =>
  (await call<Envelope<VendorProfile | null>>("GET", "/api/vendor/profile", account.token)).body.result_value;
const profileRows = (userId: string) =>
  rows<Record<string, unknown>>(t.database, sql`select * from vendor_profiles where user_id = ${userId}`);
const imageRow = async (id: string) =>
  (await rows<{ id: string }>(t.database, sql`select id from stored_images where id = ${id}`))[0];

const publishedListing = async (account: Account, name: string) =>
  (await createPublishedListing(t.app, account.token, ids, { name })).listing;

describe("own profile", () => {
  it("needs a token", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const res = await call<ErrorBody>(
        method,
        "/api/vendor/profile",
        undefined,
        method === "PUT" ? profileBody() : undefined,
      );
      expect(res.status, method).toBe(401);
      expect(res.body.message).toBe("Please sign in to continue.");
    }
  });

  it("is null before it is made, then created and updated in place, text stored as given", async () => {
    const owner = await createAccount(t.app);
    expect(await ownProfile(owner)).toBeNull();

    const about = 'Line one\n<script>alert("x")</script> & more';
    const created = await saveProfile(owner, profileBody({ about, businessName: "  <b>Quill</b> & Co  " }));
    expect(created.status).toBe(200);
    expect(created.body.result_value).toMatchObject({
      _id: owner.user._id,
      businessName: "<b>Quill</b> & Co",
      logo: null,
      about,
      phone: "+1 (555) 010-0100",
      email: "shop@bindery.example.org",
      website: "https://bindery.example.org",
      address: "12 Paper Lane",
      city: "Springfield",
      // Empty links are not kept.
      socialLinks: { facebook: "https://facebook.com/bindery" },
    });
    expect(await ownProfile(owner)).toEqual(created.body.result_value);

    const updated = await saveProfile(
      owner,
      profileBody({
        businessName: "Quillfeather",
        phone: "",
        email: "",
        website: "",
        address: "",
        city: "",
        about: "",
        socialLinks: { youtube: "https://youtube.com/@quill", x: "https://x.com/quill" },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.result_value).toMatchObject({
      businessName: "Quillfeather",
      phone: null,
      email: null,
      website: null,
      address: null,
      city: null,
      about: "",
      socialLinks: { x: "https://x.com/quill", youtube: "https://youtube.com/@quill" },
    });
    expect(Object.keys(updated.body.result_value.socialLinks)).toEqual(["x", "youtube"]);
    expect(await profileRows(owner.user._id)).toHaveLength(1);
    expect(Date.parse(updated.body.result_value.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.result_value.updatedAt),
    );
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const owner = await createAccount(t.app);
    await saveProfile(owner, profileBody());
    const before = await profileRows(owner.user._id);

    const cases: [object, string, string][] = [
      [{ businessName: "   " }, "businessName", "Business name is required."],
      [{ website: "javascript:alert(1)" }, "website", "Enter a web address starting with http:// or https://."],
      [{ website: "data:text/html,hi" }, "website", "Enter a web address starting with http:// or https://."],
      [
        { socialLinks: { facebook: "javascript:alert(1)" } },
        "socialLinks.facebook",
        "Enter a web address starting with http:// or https://.",
      ],
      [
        { socialLinks: { linkedin: "ftp://example.org/x" } },
        "socialLinks.linkedin",
        "Enter a web address starting with http:// or https://.",
      ],
      [{ email: "not-an-email" }, "email", "Invalid email format."],
      [{ email: "a@b" }, "email", "Invalid email format."],
      [
        { phone: "call me maybe" },
        "phone",
        "Enter a phone number: digits, spaces, brackets and dashes, with an optional leading +.",
      ],
      [{ about: "x".repeat(5001) }, "about", ""],
      [{ businessName: "x".repeat(121) }, "businessName", ""],
      [{ logoImageId: "not-a-uuid" }, "logoImageId", "Invalid image id."],
    ];
    for (const [override, field, message] of cases) {
      const res = await saveProfile(owner, profileBody(override as Partial<VendorProfileInput>));
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeDefined();
      if (message) expect(res.body.errors?.[field]).toContain(message);
    }
    // Unknown fields are refused, not ignored.
    const extra = await saveProfile(owner, { ...profileBody(), userId: UNKNOWN_ID });
    expect(extra.status).toBe(400);
    const network = await saveProfile(owner, profileBody({ socialLinks: { tiktok: "https://t.example" } as object }));
    expect(network.status).toBe(400);

    expect(await profileRows(owner.user._id)).toEqual(before);
  });

  it("takes the user's own uploaded image as logo, and removes a replaced one that nothing else uses", async () => {
    const owner = await createAccount(t.app);
    const first = await uploadImage(t.app, owner.token);
    const saved = await saveProfile(owner, profileBody({ logoImageId: first._id }));
    expect(saved.status).toBe(200);
    expect(saved.body.result_value.logo).toMatchObject({ _id: first._id, url: first.url, srcset: first.srcset });

    // Saved again with the same logo: it stays.
    expect((await saveProfile(owner, profileBody({ logoImageId: first._id, city: "Shelbyville" }))).status).toBe(200);
    expect(await imageRow(first._id)).toBeDefined();

    const second = await uploadImage(t.app, owner.token);
    const replaced = await saveProfile(owner, profileBody({ logoImageId: second._id }));
    expect(replaced.body.result_value.logo?._id).toBe(second._id);
    expect(await imageRow(first._id)).toBeUndefined();
    for (const key of keysOfRef(first)) expect(stored(t, key)).toBe(false);

    const removed = await saveProfile(owner, profileBody({ logoImageId: null }));
    expect(removed.body.result_value.logo).toBeNull();
    expect(await imageRow(second._id)).toBeUndefined();
  });

  it("keeps a replaced logo that a listing uses as its cover", async () => {
    const owner = await createAccount(t.app);
    const image = await uploadImage(t.app, owner.token);
    await createListing(t.app, owner.token, listingBody(ids, { coverImageId: image._id }));
    await saveProfile(owner, profileBody({ logoImageId: image._id }));
    await saveProfile(owner, profileBody({ logoImageId: null }));
    expect(await imageRow(image._id)).toBeDefined();
  });

  it("refuses someone else's image, or an unknown one, and changes nothing", async () => {
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    const theirs = await uploadImage(t.app, stranger.token);
    await saveProfile(owner, profileBody());
    const before = await profileRows(owner.user._id);
    for (const logoImageId of [theirs._id, UNKNOWN_ID]) {
      const res = await saveProfile(owner, profileBody({ logoImageId, businessName: "Changed" }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Image not found.");
      expect(res.body.errors).toEqual({ logoImageId: ["Image not found."] });
    }
    expect(await profileRows(owner.user._id)).toEqual(before);
    // Without a profile yet, the refusal makes none.
    const newcomer = await createAccount(t.app);
    expect((await saveProfile(newcomer, profileBody({ logoImageId: theirs._id }))).status).toBe(404);
    expect(await profileRows(newcomer.user._id)).toHaveLength(0);
    expect(await imageRow(theirs._id)).toBeDefined();
  });

  it("lets each user write only their own profile", async () => {
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    await saveProfile(owner, profileBody({ businessName: "Owner's shop" }));
    const before = await profileRows(owner.user._id);
    await saveProfile(stranger, profileBody({ businessName: "Stranger's shop" }));
    expect(await profileRows(owner.user._id)).toEqual(before);
    expect((await ownProfile(stranger))?.businessName).toBe("Stranger's shop");
    expect((await ownProfile(owner))?.businessName).toBe("Owner's shop");
  });
});

describe("public vendor page", () => {
  type PageBody = VendorPageResponse & ErrorBody;
  const vendorPage = (id: string, query = "") => call<PageBody>("GET", `/api/vendors/${id}${query}`);

  it("answers 404 for an unknown id and for a user who is not a vendor, 400 for a malformed one", async () => {
    expect((await vendorPage(UNKNOWN_ID)).body.message).toBe("Vendor not found.");
    expect((await vendorPage(UNKNOWN_ID)).status).toBe(404);
    expect((await vendorPage("not-a-uuid")).status).toBe(400);
    const member = await createAccount(t.app);
    expect((await vendorPage(member.user._id)).status).toBe(404);
    // A draft alone does not make a vendor page.
    await createListing(t.app, member.token, listingBody(ids));
    expect((await vendorPage(member.user._id)).status).toBe(404);
  });

  it("shows a profile without listings", async () => {
    const owner = await createAccount(t.app);
    await saveProfile(owner, profileBody());
    const res = await vendorPage(owner.user._id);
    expect(res.status).toBe(200);
    expect(res.body.result_value.vendor).toMatchObject({ _id: owner.user._id, hasProfile: true, city: "Springfield" });
    expect(res.body.result_value.listings).toEqual([]);
    expect(res.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("shows only published listings, newest first, a bounded page at a time", async () => {
    const owner = await createAccount(t.app, { name: "Private Person", phone: "+1 202 555 0199" });
    const firstOut = await publishedListing(owner, "Vendor page one");
    const secondOut = await publishedListing(owner, "Vendor page two");
    const draft = await createListing(t.app, owner.token, listingBody(ids, { name: "Vendor page draft" }));

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
      `/api/listings?subcategoryId=${ids.subcategoryId}&limit=100`,
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
    const owner = await createAccount(t.app, { name: "Hidden Name", phone: "+1 202 555 0123" });
    const logo = await uploadImage(t.app, owner.token);
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
        "phone",
        "socialLinks",
        "updatedAt",
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
    expect(detail.body.result_value.vendor).toEqual({ _id: owner.user._id, name: "Public Shop Name" });
  });
});
