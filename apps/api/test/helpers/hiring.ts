import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { HireRequest } from "@mp/contracts/hire-request";
import type { DatabaseHandle } from "@mp/db/client";
import { categories, clientProfiles, freelancers, jobApplications, jobs, users } from "@mp/db/schema/index";
import { grantCredits } from "../../src/modules/credits/public.ts";
import { bearer, createAccount, type Account } from "./accounts.ts";

// Registration has its own routes (the profiles work); these tests set the privileges up in the
// database, so that they test hiring alone and run whatever state those routes are in.

export async function rowsOf<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function anyCategoryId(database: DatabaseHandle): Promise<string> {
  const [row] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!row) throw new Error("the test database has no category");
  return row.id;
}

async function addRole(database: DatabaseHandle, userId: string, role: "Client" | "Freelancer") {
  await database.db
    .update(users)
    .set({ additionalRoles: sql`array_append(array_remove(${users.additionalRoles}, ${role}), ${role})` })
    .where(eq(users.id, userId));
}

/** Gives the account the Client privilege, a client profile and `allowance` Remaining Freelancers (through the ledger). */
export async function makeClient(
  database: DatabaseHandle,
  account: Account,
  allowance = 5,
  companyName = "Harbor Bakery",
) {
  await addRole(database, account.user._id, "Client");
  await database.db
    .insert(clientProfiles)
    .values({
      userId: account.user._id,
      fullName: account.user.name,
      email: account.email,
      role: "Owner",
      companyName,
      companyAddress: "1 Main Street",
    })
    .onConflictDoNothing();
  if (allowance > 0) await grantAllowance(database, account.user._id, allowance);
}

export async function grantAllowance(database: DatabaseHandle, userId: string, amount: number) {
  await database.db.transaction((tx) =>
    grantCredits(tx, {
      userId,
      kind: "freelancers",
      amount,
      reason: "adjustment",
      referenceType: "admin",
      referenceId: randomUUID(),
    }),
  );
}

/** Gives the user the Freelancer privilege and a profile (once: a second call changes nothing). */
export async function makeFreelancer(database: DatabaseHandle, userId: string, fullName = "Grace Hopper") {
  await addRole(database, userId, "Freelancer");
  await database.db
    .insert(freelancers)
    .values({
      userId,
      categoryId: await anyCategoryId(database),
      fullName,
      headline: "Bookkeeping for small shops",
      bio: "Ten years of keeping small businesses' books straight.",
      skills: ["bookkeeping"],
      hourlyRateCents: 4_500,
      location: "Springfield",
    })
    .onConflictDoNothing();
}

/** A freelancer made straight in the database (no sign-in needed): for tests that need many. */
export async function insertFreelancerUser(database: DatabaseHandle): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      name: "Quick Freelancer",
      email: `freelancer-${randomBytes(5).toString("hex")}@example.org`,
      additionalRoles: ["Freelancer"],
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function signedInFreelancer(app: FastifyInstance, database: DatabaseHandle, name = "Grace Hopper") {
  const account = await createAccount(app, { name });
  await makeFreelancer(database, account.user._id, name);
  return account;
}

export async function signedInClient(app: FastifyInstance, database: DatabaseHandle, allowance = 5) {
  const account = await createAccount(app, { name: "Ada Client" });
  await makeClient(database, account, allowance);
  return account;
}

export async function insertJob(database: DatabaseHandle, employerId: string, status: "open" | "closed" = "open") {
  const [row] = await database.db
    .insert(jobs)
    .values({
      employerId,
      categoryId: await anyCategoryId(database),
      title: "Books for the spring quarter",
      description: "Keep our books for three months.",
      companyName: "Harbor Bakery",
      location: "Springfield",
      jobType: "contract",
      status,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function insertApplication(database: DatabaseHandle, jobId: string, applicantId: string) {
  const [row] = await database.db
    .insert(jobApplications)
    .values({ jobId, applicantId, coverLetter: "I would love to help.", proposedRateCents: 4_000, connectsSpent: 2 })
    .returning({ id: jobApplications.id });
  return row!.id;
}

export const HIRE_MESSAGE = "We would like you to keep our books this spring.";

export function sendHireRequest(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: "POST", url: "/api/hire-requests", headers: bearer(token), payload });
}

/** A pending request from `client` to `freelancer`, through the API. */
export async function createHireRequest(
  app: FastifyInstance,
  client: Account,
  freelancerUserId: string,
  extra: object = {},
): Promise<HireRequest> {
  const res = await sendHireRequest(app, client.token, { freelancerUserId, message: HIRE_MESSAGE, ...extra });
  if (res.statusCode !== 201) throw new Error(`hire request: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: HireRequest }>().result_value;
}

export function moveHire(app: FastifyInstance, token: string, id: string, move: string) {
  return app.inject({ method: "POST", url: `/api/hire-requests/${id}/${move}`, headers: bearer(token) });
}

/** The account's cached allowance and the ledger's sum of it. */
export async function allowanceOf(database: DatabaseHandle, userId: string) {
  const [row] = await rowsOf<{ cached: number; ledger: number }>(
    database,
    sql`select u.remaining_freelancers as cached,
          (select coalesce(sum(delta), 0)::int from credit_ledger where user_id = u.id and kind = 'freelancers') as ledger
        from users u where u.id = ${userId}`,
  );
  return row!;
}

export async function hireStatus(database: DatabaseHandle, id: string) {
  const [row] = await rowsOf<{ status: string }>(database, sql`select status from hire_requests where id = ${id}`);
  return row?.status;
}

/** The text of the mail sent to `to` in `mailDir`; sending does not hold up the answer, so it may take a moment. */
export async function mailTo(mailDir: string, to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    let names: string[] = [];
    try {
      names = readdirSync(mailDir).filter((n) => n.endsWith(".eml"));
    } catch {
      // The directory appears with the first mail.
    }
    for (const name of names) {
      const raw = readFileSync(path.join(mailDir, name), "utf8");
      if (raw.includes(`To: ${to}`)) return raw.replace(/=\n/g, "");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}
