import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientProfile, ClientProfileDetailsResponse } from "@mp/contracts/client";
import { solidImage } from "./fixtures/images/generate.ts";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { clientBody } from "./helpers/profiles.ts";
import {
  callApi,
  createVendorTestApp,
  rows,
  uploadImage,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
});
afterAll(() => t?.close());

type Answer = Envelope<ClientProfile> & ErrorBody;
const register = (account: Account, body: object = clientBody()) =>
  callApi<Answer>(t.app, "POST", "/api/clients/register", account.token, body);
const save = (account: Account, body: object) => callApi<Answer>(t.app, "PUT", "/api/clients/me", account.token, body);
const details = (account: Account, body: object) =>
  callApi<ClientProfileDetailsResponse & ErrorBody>(t.app, "POST", "/api/clientProfileDetails", account.token, body);

async function stateOf(userId: string) {
  const [row] = await rows<{ roles: string[]; profiles: number; events: number }>(
    t.database,
    sql`select additional_roles as roles,
      (select count(*)::int from client_profiles where user_id = ${userId}) as profiles,
      (select count(*)::int from account_events where user_id = ${userId} and type = 'registered_client') as events
      from users where id = ${userId}`,
  );
  return row!;
}

describe("POST /api/clients/register", () => {
  it("makes the profile with the phone in E.164, adds the Client privilege and logs it", async () => {
    const grace = await createAccount(t.app);
    const logo = await uploadImage(t.app, grace.token, await solidImage(64, 64, "png"));
    const { status, body } = await register(grace, clientBody({ logoImageId: logo._id }));
    expect(status).toBe(201);
    expect(body.result_value).toMatchObject({
      userId: grace.user._id,
      FullName: "Grace Hopper",
      Email: "grace@navy.example.org",
      PhoneNumber: "+12025550199",
      Role: "Hiring manager",
      CompanyName: "Compiler Works",
      CompanyAddress: "1 Harbor Rd, Arlington",
      about: "We write the first compilers.",
    });
    expect(body.result_value.logo?._id).toBe(logo._id);
    expect(await stateOf(grace.user._id)).toEqual({ roles: ["Client"], profiles: 1, events: 1 });
    const user = await callApi<Envelope<{ ClientId: string }>>(
      t.app,
      "GET",
      `/api/adds/UserDetalis/${grace.user._id}`,
      grace.token,
    );
    expect(user.body.result_value.ClientId).toBe(body.result_value._id);
  });

  it("refuses a second registration with 409, even when several race", async () => {
    const hank = await createAccount(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(hank)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe("You are already registered as a client.");
    expect(await stateOf(hank.user._id)).toEqual({ roles: ["Client"], profiles: 1, events: 1 });
  });

  it("refuses bad and hostile input with the field's message, writing nothing", async () => {
    const ivy = await createAccount(t.app);
    const other = await createAccount(t.app);
    const theirs = await uploadImage(t.app, other.token, await solidImage(16, 16, "png"));
    const cases: [object, number, string][] = [
      [clientBody({ FullName: "  " }), 400, "Full name is required."],
      [clientBody({ Email: "" }), 400, "Email is required."],
      [clientBody({ Email: "grace@" }), 400, "Invalid email format."],
      [clientBody({ Email: `${"a".repeat(300)}@example.org` }), 400, "Invalid email format."],
      [
        clientBody({ PhoneNumber: "12345" }),
        400,
        "Enter a valid phone number with its country code, such as +1 202 555 0123.",
      ],
      [
        clientBody({ PhoneNumber: `+1${"9".repeat(5000)}` }),
        400,
        "Enter a valid phone number with its country code, such as +1 202 555 0123.",
      ],
      [clientBody({ Role: "" }), 400, "Your role is required."],
      [clientBody({ CompanyName: "" }), 400, "Company name is required."],
      [clientBody({ about: "x".repeat(5001) }), 400, ""],
      [{ ...clientBody(), userId: other.user._id }, 400, ""],
      [clientBody({ logoImageId: "../../etc/passwd" }), 400, "Invalid image id."],
      [clientBody({ logoImageId: theirs._id }), 404, "Image not found."],
    ];
    for (const [body, status, message] of cases) {
      const res = await register(ivy, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await stateOf(ivy.user._id)).toEqual({ roles: [], profiles: 0, events: 0 });
  });
});

describe("PUT /api/clients/me", () => {
  it("answers 404 to an account that is not a client", async () => {
    const res = await save(await createAccount(t.app), clientBody());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Register as a client first.");
  });

  it("saves the caller's own profile only and deletes a replaced logo", async () => {
    const [jane, kurt] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
    const [oldLogo, newLogo] = await Promise.all(
      [1, 2].map(async () => uploadImage(t.app, jane.token, await solidImage(32, 32, "png"))),
    );
    await register(jane, clientBody({ logoImageId: oldLogo!._id }));
    await register(kurt, clientBody({ CompanyName: "Kurt's Kitchens" }));
    const res = await save(
      jane,
      clientBody({ CompanyName: "Hopper & Co", CompanyAddress: "", logoImageId: newLogo!._id }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result_value).toMatchObject({ CompanyName: "Hopper & Co", CompanyAddress: "" });
    expect(res.body.result_value.logo?._id).toBe(newLogo!._id);
    expect(await rows(t.database, sql`select id from stored_images where id = ${oldLogo!._id}`)).toEqual([]);
    const kurts = await rows<{ company_name: string }>(
      t.database,
      sql`select company_name from client_profiles where user_id = ${kurt.user._id}`,
    );
    expect(kurts).toEqual([{ company_name: "Kurt's Kitchens" }]);
  });
});

describe("GET /api/clients/{id}", () => {
  it("shows the profile by profile id or user id to anyone, without email or phone", async () => {
    const lena = await createAccount(t.app);
    const created = (await register(lena)).body.result_value;
    const byId = await callApi<Answer>(t.app, "GET", `/api/clients/${created._id}`);
    const byUser = await callApi<Answer>(t.app, "GET", `/api/clients/${lena.user._id}`, lena.token);
    expect(byId.status).toBe(200);
    expect(byUser.body).toEqual(byId.body);
    expect(byId.body.result_value).toMatchObject({ CompanyName: "Compiler Works", Email: null, PhoneNumber: null });
    expect(byId.text).not.toContain("grace@navy.example.org");
    const missing = await callApi<ErrorBody>(t.app, "GET", `/api/clients/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Client not found.");
  });
});

describe("POST /api/clientProfileDetails", () => {
  it("answers the owner findClient, UserDetails and their jobs, 10 to a page, newest first", async () => {
    const mia = await createAccount(t.app);
    await register(mia);
    await t.database.db.execute(sql`update users set hire_plan_type = 'Standard' where id = ${mia.user._id}`);
    const [category] = await rows<{ id: string }>(t.database, sql`select id from categories order by id limit 1`);
    await t.database.db.execute(sql`
      insert into jobs (employer_id, category_id, title, description, company_name, location, job_type, created_at)
      select ${mia.user._id}, ${category!.id}, 'Job ' || n, 'Work', 'Compiler Works', 'Remote', 'contract',
        now() - n * interval '1 minute'
      from generate_series(1, 12) as n`);
    const first = await details(mia, { page: 1, limit: 10, id: mia.user._id });
    expect(first.status).toBe(200);
    expect(first.body.result_value.findClient).toMatchObject({
      userId: mia.user._id,
      Email: "grace@navy.example.org",
      PhoneNumber: "+12025550199",
    });
    expect(first.body.result_value.UserDetails).toEqual({ HireSubscriptionType: "Standard", RemainingFreelancer: 0 });
    expect(first.body.result_value.jobs.map((job) => job.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Job ${i + 1}`),
    );
    expect(first.body.meta).toEqual({ hasMore: true, currentPage: 1 });
    const second = await details(mia, { page: 2, id: mia.user._id });
    expect(second.body.result_value.jobs.map((job) => job.title)).toEqual(["Job 11", "Job 12"]);
    expect(second.body.meta.hasMore).toBe(false);
  });

  it("answers another user 404 and an admin 200; refuses a limit over 10", async () => {
    const [nora, stranger, admin] = await Promise.all([
      createAccount(t.app),
      createAccount(t.app),
      createAccount(t.app),
    ]);
    await register(nora);
    await makeAdmin(t.database, admin.user._id);
    const refused = await details(stranger, { page: 1, limit: 10, id: nora.user._id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Client not found.");
    expect(refused.text).not.toContain("Compiler Works");
    const asAdmin = await details(admin, { page: 1, limit: 10, id: nora.user._id });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.result_value.findClient.Email).toBe("grace@navy.example.org");
    expect((await details(nora, { page: 1, limit: 11, id: nora.user._id })).status).toBe(400);
    expect((await details(nora, { page: 0, limit: 10, id: nora.user._id })).status).toBe(400);
    // A user who is not a client (or the profile id instead of the user id) finds nothing.
    expect((await details(stranger, { id: stranger.user._id })).status).toBe(404);
    const profileId = asAdmin.body.result_value.findClient._id;
    expect((await details(nora, { id: profileId })).status).toBe(404);
  });
});
