import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { VendorProfile, VendorProfileInput } from "@mp/contracts/vendor-profile";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { UNKNOWN_ID } from "./helpers/reads.ts";
import { createListing, keysOfRef, listingBody, rows, stored, uploadImage } from "./helpers/vendor.ts";
import type { Envelope, ErrorBody } from "./helpers/vendor.ts";
import { profileBody, saveVendorProfile } from "./helpers/vendor-profile.ts";
import { useVendorSuite } from "./helpers/vendor-suite.ts";

// Many accounts, each its own: the sign-up limits are not what this file tests.
const { s, call } = useVendorSuite({ AUTH_THROTTLE: "off" });

const saveProfile = (account: Account, body: object) => saveVendorProfile(s.t.app, account, body);
const ownProfile = async (account: Account) =>
  (await call<Envelope<VendorProfile | null>>("GET", "/api/vendor/profile", account.token)).body.result_value;
const profileRows = (userId: string) =>
  rows<Record<string, unknown>>(s.t.database, sql`select * from vendor_profiles where user_id = ${userId}`);
const imageRow = async (id: string) =>
  (await rows<{ id: string }>(s.t.database, sql`select id from stored_images where id = ${id}`))[0];

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
    const owner = await createAccount(s.t.app);
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
    const owner = await createAccount(s.t.app);
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
    const network = await saveProfile(owner, profileBody({ socialLinks: { tiktok: "https://s.t.example" } as object }));
    expect(network.status).toBe(400);

    expect(await profileRows(owner.user._id)).toEqual(before);
  });

  it("takes the user's own uploaded image as logo, and removes a replaced one that nothing else uses", async () => {
    const owner = await createAccount(s.t.app);
    const first = await uploadImage(s.t.app, owner.token);
    const saved = await saveProfile(owner, profileBody({ logoImageId: first._id }));
    expect(saved.status).toBe(200);
    expect(saved.body.result_value.logo).toMatchObject({ _id: first._id, url: first.url, srcset: first.srcset });

    // Saved again with the same logo: it stays.
    expect((await saveProfile(owner, profileBody({ logoImageId: first._id, city: "Shelbyville" }))).status).toBe(200);
    expect(await imageRow(first._id)).toBeDefined();

    const second = await uploadImage(s.t.app, owner.token);
    const replaced = await saveProfile(owner, profileBody({ logoImageId: second._id }));
    expect(replaced.body.result_value.logo?._id).toBe(second._id);
    expect(await imageRow(first._id)).toBeUndefined();
    for (const key of keysOfRef(first)) expect(stored(s.t, key)).toBe(false);

    const removed = await saveProfile(owner, profileBody({ logoImageId: null }));
    expect(removed.body.result_value.logo).toBeNull();
    expect(await imageRow(second._id)).toBeUndefined();
  });

  it("keeps a replaced logo that a listing uses as its cover", async () => {
    const owner = await createAccount(s.t.app);
    const image = await uploadImage(s.t.app, owner.token);
    await createListing(s.t.app, owner.token, listingBody(s.ids, { coverImageId: image._id }));
    await saveProfile(owner, profileBody({ logoImageId: image._id }));
    await saveProfile(owner, profileBody({ logoImageId: null }));
    expect(await imageRow(image._id)).toBeDefined();
  });

  it("refuses someone else's image, or an unknown one, and changes nothing", async () => {
    const owner = await createAccount(s.t.app);
    const stranger = await createAccount(s.t.app);
    const theirs = await uploadImage(s.t.app, stranger.token);
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
    const newcomer = await createAccount(s.t.app);
    expect((await saveProfile(newcomer, profileBody({ logoImageId: theirs._id }))).status).toBe(404);
    expect(await profileRows(newcomer.user._id)).toHaveLength(0);
    expect(await imageRow(theirs._id)).toBeDefined();
  });

  it("lets each user write only their own profile", async () => {
    const owner = await createAccount(s.t.app);
    const stranger = await createAccount(s.t.app);
    await saveProfile(owner, profileBody({ businessName: "Owner's shop" }));
    const before = await profileRows(owner.user._id);
    await saveProfile(stranger, profileBody({ businessName: "Stranger's shop" }));
    expect(await profileRows(owner.user._id)).toEqual(before);
    expect((await ownProfile(stranger))?.businessName).toBe("Stranger's shop");
    expect((await ownProfile(owner))?.businessName).toBe("Owner's shop");
  });
});
