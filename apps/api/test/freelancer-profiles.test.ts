import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FreelancerProfile, FreelancerProfileInput } from "@mp/contracts/freelancer";
import { solidImage } from "./fixtures/images/generate.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { freelancerBody, registerFreelancer } from "./helpers/profiles.ts";
import {
  callApi,
  catalogue,
  createVendorTestApp,
  rows,
  uploadImage,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string; otherCategoryId: string };

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
});
afterAll(() => t?.close());

const profileBody = (overrides: Partial<FreelancerProfileInput> = {}) =>
  freelancerBody({ categoryId: ids.categoryId, subcategoryId: ids.subcategoryId }, overrides);

const register = (account: Account, body: object = profileBody()) => registerFreelancer(t.app, account, body);
const save = (account: Account, body: object) =>
  callApi<Envelope<FreelancerProfile> & ErrorBody>(t.app, "PUT", "/api/freelancers/me", account.token, body);

/** What the database holds about the account's freelancer side. */
async function stateOf(userId: string) {
  const [user] = await rows<{ roles: string[]; connects: number }>(
    t.database,
    sql`select additional_roles as roles, connects from users where id = ${userId}`,
  );
  const counts = await rows<{ profiles: number; ledger: number; events: number }>(
    t.database,
    sql`select
      (select count(*)::int from freelancers where user_id = ${userId}) as profiles,
      (select count(*)::int from credit_ledger where user_id = ${userId}) as ledger,
      (select count(*)::int from account_events where user_id = ${userId} and type = 'registered_freelancer') as events`,
  );
  return { ...user!, ...counts[0]! };
}

describe("POST /api/freelancers/register", () => {
  it("makes the profile, adds the Freelancer privilege, logs it and grants 10 welcome connects", async () => {
    const ada = await createAccount(t.app, { name: "Ada Lovelace" });
    const { status, body } = await register(ada);
    expect(status).toBe(201);
    expect(body.result_value).toMatchObject({
      userId: ada.user._id,
      fullName: "Ada Lovelace",
      headline: "Bookbinder and paper restorer",
      skills: ["Bookbinding", "Paper repair"],
      subcategoryId: ids.subcategoryId,
      hourlyRateCents: 4500,
      availability: "limited",
      languages: ["English", "French"],
      portfolio: [],
      rating: 0,
      reviewCount: 0,
      reviews: [],
    });
    expect(await stateOf(ada.user._id)).toEqual({
      roles: ["Freelancer"],
      connects: 10,
      profiles: 1,
      ledger: 1,
      events: 1,
    });
    const [ledger] = await rows<{ delta: number; reason: string; reference_type: string; reference_id: string }>(
      t.database,
      sql`select delta, reason, reference_type, reference_id from credit_ledger where user_id = ${ada.user._id}`,
    );
    expect(ledger).toEqual({
      delta: 10,
      reason: "grant",
      reference_type: "account",
      reference_id: "welcome-freelancer",
    });
    const details = await callApi<Envelope<{ FreelancerId: string; AddtionalRole: string[] }>>(
      t.app,
      "GET",
      `/api/adds/UserDetalis/${ada.user._id}`,
      ada.token,
    );
    expect(details.body.result_value.FreelancerId).toBe(body.result_value._id);
    expect(details.body.result_value.AddtionalRole).toEqual(["Freelancer"]);
  });

  it("refuses a second registration with 409, granting nothing more, even when both race", async () => {
    const bob = await createAccount(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(bob)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await register(bob, profileBody({ headline: "Changed my mind" }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You are already registered as a freelancer.");
    expect(await stateOf(bob.user._id)).toEqual({
      roles: ["Freelancer"],
      connects: 10,
      profiles: 1,
      ledger: 1,
      events: 1,
    });
  });

  it("keeps a client's privilege when the same account registers as a freelancer", async () => {
    const both = await createAccount(t.app);
    await t.database.db.execute(sql`update users set additional_roles = '{Client}' where id = ${both.user._id}`);
    expect((await register(both)).status).toBe(201);
    expect((await stateOf(both.user._id)).roles).toEqual(["Client", "Freelancer"]);
  });

  it("refuses hostile and wrong input with field messages, writing nothing", async () => {
    const eve = await createAccount(t.app);
    const cases: [object, number, string][] = [
      [profileBody({ skills: Array.from({ length: 16 }, (_, i) => `Skill ${i}`) }), 400, "Add at most 15 skills."],
      [profileBody({ skills: ["x".repeat(41)] }), 400, "Each skill is at most 40 characters."],
      [profileBody({ skills: ["Go", "go"] }), 400, "Each skill once."],
      [profileBody({ skills: ["  "] }), 400, "Add at least one skill."],
      [profileBody({ headline: " " }), 400, "Headline is required."],
      [profileBody({ headline: "h".repeat(121) }), 400, ""],
      [profileBody({ headline: "h".repeat(2_000_000) }), 413, ""],
      [profileBody({ hourlyRateCents: 99 }), 400, "Enter an hourly rate between $1 and $10,000."],
      [profileBody({ hourlyRateCents: 12.5 }), 400, "Enter an hourly rate between $1 and $10,000."],
      [{ ...profileBody(), isAdmin: true }, 400, ""],
      [profileBody({ categoryId: "not-a-uuid" }), 400, "Choose a category."],
      [profileBody({ subcategoryId: null, categoryId: crypto.randomUUID() }), 400, "Category not found."],
      [profileBody({ categoryId: ids.otherCategoryId }), 400, "That subcategory is not in the chosen category."],
      [profileBody({ availability: "always" as never }), 400, ""],
    ];
    for (const [body, status, message] of cases) {
      const res = await register(eve, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await stateOf(eve.user._id)).toEqual({ roles: [], connects: 0, profiles: 0, ledger: 0, events: 0 });
  });

  it("refuses another user's image in the portfolio as not found, writing nothing", async () => {
    const [owner, thief] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    const image = await uploadImage(t.app, owner.token, await solidImage(32, 32, "png"));
    const res = await register(thief, profileBody({ portfolio: [{ imageId: image._id }] }));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      message: "Image not found.",
      errors: { "portfolio.0.imageId": ["Image not found."] },
    });
    expect(await stateOf(thief.user._id)).toEqual({ roles: [], connects: 0, profiles: 0, ledger: 0, events: 0 });
  });

  it("needs a signed-in account", async () => {
    const res = await callApi<ErrorBody>(t.app, "POST", "/api/freelancers/register", undefined, profileBody());
    expect(res.status).toBe(401);
  });
});

describe("PUT /api/freelancers/me", () => {
  it("answers 404 to an account that is not a freelancer, changing nothing", async () => {
    const stranger = await createAccount(t.app);
    const res = await save(stranger, profileBody());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Register as a freelancer first.");
    expect((await stateOf(stranger.user._id)).profiles).toBe(0);
  });

  it("saves the caller's own profile only, replaces the portfolio in order and deletes dropped images", async () => {
    const [carol, dave] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    const [first, second, third] = await Promise.all(
      ["red", "green", "blue"].map(async () => uploadImage(t.app, carol.token, await solidImage(40, 30, "png"))),
    );
    await register(dave);
    const created = await register(carol, profileBody({ portfolio: [{ imageId: first!._id, caption: "Boxes" }] }));
    expect(created.body.result_value.portfolio.map((p) => [p.image._id, p.caption])).toEqual([[first!._id, "Boxes"]]);

    const portfolio = [
      { imageId: third!._id, caption: "Marbled paper" },
      { imageId: second!._id, caption: "" },
    ];
    const edited = await save(
      carol,
      profileBody({ fullName: "Carol the Binder", skills: ["Gilding"], availability: "available", portfolio }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.result_value).toMatchObject({
      fullName: "Carol the Binder",
      skills: ["Gilding"],
      availability: "available",
    });
    expect(edited.body.result_value.portfolio.map((p) => [p.image._id, p.caption])).toEqual([
      [third!._id, "Marbled paper"],
      [second!._id, ""],
    ]);
    const left = await rows<{ id: string }>(t.database, sql`select id from stored_images where id = ${first!._id}`);
    expect(left).toEqual([]);
    // Dave's profile is untouched by Carol's edit.
    const daves = await rows<{ full_name: string; headline: string }>(
      t.database,
      sql`select full_name, headline from freelancers where user_id = ${dave.user._id}`,
    );
    expect(daves).toEqual([{ full_name: "Ada Lovelace", headline: "Bookbinder and paper restorer" }]);
  });

  it("refuses to attach another user's image, leaving the profile as it was", async () => {
    const [erin, frank] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    await register(erin);
    const franks = await uploadImage(t.app, frank.token, await solidImage(20, 20, "png"));
    const res = await save(erin, profileBody({ headline: "Hijacked", portfolio: [{ imageId: franks._id }] }));
    expect(res.status).toBe(404);
    const [row] = await rows<{ headline: string }>(
      t.database,
      sql`select headline from freelancers where user_id = ${erin.user._id}`,
    );
    expect(row!.headline).toBe("Bookbinder and paper restorer");
    expect(await rows(t.database, sql`select id from stored_images where id = ${franks._id}`)).toHaveLength(1);
  });
});
