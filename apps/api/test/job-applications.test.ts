import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationMessages, type ReceivedApplication } from "@mp/contracts/job-application";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  apply,
  applicationForm,
  connectsOf,
  newClient,
  newFreelancer,
  pdfBytes,
  postJob,
  rowsOf,
} from "./helpers/jobs.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { ledgerBalance } from "../src/modules/credits/public.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-jobs-"));
let t: TestApp;
let client: Account;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" } });
  client = await newClient(t.app, t.database);
  [stranger, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.database, query))[0]!.n;
const applicationsOf = (userId: string) =>
  count(sql`select count(*)::int as n from job_applications where applicant_id = ${userId}`);
const ledgerRowsOf = (userId: string) =>
  count(sql`select count(*)::int as n from credit_ledger where user_id = ${userId} and reason <> 'adjustment'`);
const storedFiles = () => {
  const dir = path.join(dataDir, "uploads", "job-applications");
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};

describe("POST /api/jobs/{id}/applications", () => {
  it("spends the job's connects with the application, logs it, and mails the poster", async () => {
    const title = `Bookkeeper ${Date.now()}`;
    const jobId = await postJob(t.app, t.database, client, { title, budgetCents: 45_000 });
    const freelancer = await newFreelancer(t.app, t.database, 5);
    const res = await apply(t.app, freelancer.token, jobId);
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      result_value: { _id: string; connectsSpent: number; status: string };
      connectsLeft: number;
    }>();
    expect(body.result_value).toMatchObject({ connectsSpent: 2, status: "submitted", proposedRateCents: 40_000 });
    expect(body.connectsLeft).toBe(3);
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(3);
    const ledger = await rowsOf<{ delta: number; reason: string; reference_type: string; reference_id: string }>(
      t.database,
      sql`select delta, reason, reference_type, reference_id from credit_ledger
          where user_id = ${freelancer.user._id} and reason = 'spend'`,
    );
    expect(ledger).toEqual([
      { delta: -2, reason: "spend", reference_type: "job_application", reference_id: body.result_value._id },
    ]);
    const events = await rowsOf<{ detail: string }>(
      t.database,
      sql`select detail from account_events where user_id = ${freelancer.user._id} and type = 'job_applied'`,
    );
    expect(events).toEqual([{ detail: title }]);
    await t.app.mailer.idle();
    const mails = readdirSync(path.join(dataDir, "mail")).map((n) =>
      readFileSync(path.join(dataDir, "mail", n), "utf8"),
    );
    const mail = mails.find((text) => text.includes(title));
    expect(mail).toContain(`To: ${client.email}`);
    expect(mail).toContain("https://shop.example/myjobs");
  });

  it("refuses a second application to the same job with 409, spending nothing more", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    expect((await apply(t.app, freelancer.token, jobId)).statusCode).toBe(201);
    const again = await apply(t.app, freelancer.token, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applicationMessages.alreadyApplied);
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(8);
    expect(await applicationsOf(freelancer.user._id)).toBe(1);
  });

  it("refuses a freelancer with 0 connects with the ledger's message, writing nothing and keeping no file", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 0);
    const filesBefore = storedFiles();
    const res = await apply(
      t.app,
      freelancer.token,
      jobId,
      applicationForm({}, [{ bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You do not have enough connects.");
    expect(await applicationsOf(freelancer.user._id)).toBe(0);
    expect(await ledgerRowsOf(freelancer.user._id)).toBe(0);
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(0);
    expect(storedFiles()).toBe(filesBefore);
  });

  it("refuses accounts without the Freelancer privilege, the poster, and a closed job", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const notFreelancer = await apply(t.app, stranger.token, jobId);
    expect(notFreelancer.statusCode).toBe(409);
    expect(notFreelancer.json().message).toBe(applicationMessages.notFreelancer);

    const both = await newFreelancer(t.app, t.database, 10);
    const ownJob = await postJob(t.app, t.database, await newClientFrom(both), {});
    expect((await apply(t.app, both.token, ownJob)).json().message).toBe(applicationMessages.ownJob);

    await send("POST", `/api/jobs/${jobId}/close`, client.token);
    const closed = await apply(t.app, both.token, jobId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(applicationMessages.jobClosed);
    expect(await applicationsOf(both.user._id)).toBe(0);
    expect(await connectsOf(t.database, both.user._id)).toBe(10);
    const unknown = await apply(t.app, both.token, "6f1c1f9e-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });

  it("never overdraws: 24 parallel applications by one freelancer to different jobs with connects for 10", async () => {
    const jobIds = await Promise.all(Array.from({ length: 24 }, () => postJob(t.app, t.database, client)));
    const freelancer = await newFreelancer(t.app, t.database, 21);
    const results = await Promise.all(jobIds.map((id) => apply(t.app, freelancer.token, id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe("You do not have enough connects.");
    }
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(1);
    expect(await ledgerBalance(t.database.db, freelancer.user._id, "connects")).toBe(1);
    expect(await applicationsOf(freelancer.user._id)).toBe(10);
    expect(await ledgerRowsOf(freelancer.user._id)).toBe(10);
  });

  it("keeps PDF and image attachments, checked by content, for the poster and the applicant only", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const png = await solidImage(32, 32, "png");
    const res = await apply(
      t.app,
      freelancer.token,
      jobId,
      applicationForm({}, [
        { bytes: pdfBytes(), name: "../../etc/My CV <final>.pdf", type: "application/pdf" },
        // An image sent as a PDF: its content decides.
        { bytes: png, name: "portfolio.pdf", type: "application/pdf" },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const [pdf, image] = res.json<{ result_value: { _id: string; attachments: ReceivedApplication["attachments"] } }>()
      .result_value.attachments;
    expect(pdf).toMatchObject({ fileName: "My CV _final_.pdf", contentType: "application/pdf" });
    expect(image).toMatchObject({ fileName: "portfolio.png", contentType: "image/png", sizeBytes: png.length });
    const applicationId = res.json().result_value._id;

    const url = `/api/applications/${applicationId}/attachments/${image!._id}`;
    for (const reader of [client, freelancer]) {
      const got = await send("GET", url, reader.token);
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe("image/png");
      expect(got.headers["content-disposition"]).toBe('attachment; filename="portfolio.png"');
      expect(got.headers["x-content-type-options"]).toBe("nosniff");
      expect(got.rawPayload.equals(png)).toBe(true);
    }
    expect((await send("GET", url, stranger.token)).statusCode).toBe(404);
    const other = await newFreelancer(t.app, t.database, 0);
    expect((await send("GET", url, other.token)).statusCode).toBe(404);
    const wrongPair = `/api/applications/${applicationId}/attachments/6f1c1f9e-0000-4000-8000-000000000000`;
    expect((await send("GET", wrongPair, client.token)).statusCode).toBe(404);
  });

  it.each([
    [
      "a file disguised as a PDF",
      [{ bytes: Buffer.from("MZ\x90\x00 not a pdf at all"), name: "cv.pdf", type: "application/pdf" }],
      415,
      applicationMessages.attachmentType,
    ],
    [
      "an HTML page named as an image",
      [{ bytes: Buffer.from("<html><script>alert(1)</script>"), name: "a.png", type: "image/png" }],
      415,
      applicationMessages.attachmentType,
    ],
    [
      "four attachments",
      Array.from({ length: 4 }, (_, i) => ({ bytes: pdfBytes(), name: `${i}.pdf`, type: "application/pdf" })),
      400,
      applicationMessages.tooManyAttachments,
    ],
    [
      "a file over 5 MB",
      [{ bytes: Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]), name: "big.pdf", type: "application/pdf" }],
      413,
      applicationMessages.attachmentSize,
    ],
  ])("refuses %s, spending nothing and keeping no file", async (_, files, status, message) => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const filesBefore = storedFiles();
    const res = await apply(t.app, freelancer.token, jobId, applicationForm({}, files));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await applicationsOf(freelancer.user._id)).toBe(0);
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(10);
    expect(storedFiles()).toBe(filesBefore);
  });

  it.each([
    [
      "a short cover letter",
      { coverLetter: "Hire me." },
      "coverLetter",
      "Write at least 50 characters in the cover letter.",
    ],
    [
      "a huge cover letter",
      { coverLetter: "x".repeat(5_001) },
      "coverLetter",
      "The cover letter is at most 5,000 characters.",
    ],
    ["a rate in words", { proposedRateCents: "lots" }, "proposedRateCents", "Enter your proposed rate in dollars."],
    ["a negative rate", { proposedRateCents: "-500" }, "proposedRateCents", "The proposed rate is at least $1."],
    ["an unknown field", { connectsSpent: "0" }, "body", undefined],
  ])("refuses %s with a field message", async (_, fields, field, message) => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const res = await apply(t.app, freelancer.token, jobId, applicationForm(fields));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors[field]).toEqual([message]);
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(10);
  });

  it("refuses a JSON body with 415", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const res = await send("POST", `/api/jobs/${jobId}/applications`, freelancer.token, { coverLetter: "x" });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(applicationMessages.notMultipart);
  });
});

async function newClientFrom(account: Account): Promise<Account> {
  await t.database.db.execute(
    sql`update users set additional_roles = array_append(additional_roles, 'Client') where id = ${account.user._id}`,
  );
  await t.database.db.execute(
    sql`insert into client_profiles (user_id, full_name, email, role, company_name)
        values (${account.user._id}, 'Both Roles', ${account.email}, 'Owner', 'Both Roles Ltd')`,
  );
  return account;
}
