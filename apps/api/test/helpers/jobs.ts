import { randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { JobInput } from "@mp/contracts/job";
import type { DatabaseHandle } from "@mp/db/client";
import { clientProfiles, freelancers, users } from "@mp/db/schema/index";
import { grantCredits } from "../../src/modules/credits/public.ts";
import { bearer, createAccount, type Account } from "./accounts.ts";
import { catalogue } from "./vendor.ts";

// The job tests set privileges up in the database, as registration is the profiles work's
// routes: they test posting and applying alone.

export async function rowsOf<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function addRole(database: DatabaseHandle, userId: string, role: "Client" | "Freelancer") {
  await database.db
    .update(users)
    .set({ additionalRoles: sql`array_append(array_remove(${users.additionalRoles}, ${role}), ${role})` })
    .where(eq(users.id, userId));
}

/** Gives the account the Client privilege and a client profile (kept if it has one). */
export async function grantClientRole(database: DatabaseHandle, account: Account, companyName = "Harbor Bakery") {
  await addRole(database, account.user._id, "Client");
  await database.db
    .insert(clientProfiles)
    .values({
      userId: account.user._id,
      fullName: account.user.name,
      email: account.email,
      role: "Owner",
      companyName,
    })
    .onConflictDoNothing();
  return account;
}

/** A new account with the Client privilege and a client profile. */
export async function newClient(app: FastifyInstance, database: DatabaseHandle, companyName = "Harbor Bakery") {
  return grantClientRole(database, await createAccount(app), companyName);
}

/** A new account with the Freelancer privilege, a profile and `connects` connects (through the ledger). */
export async function newFreelancer(app: FastifyInstance, database: DatabaseHandle, connects = 20): Promise<Account> {
  return grantFreelancerRole(database, await createAccount(app), connects);
}

/** Gives the account the Freelancer privilege, a profile (kept if it has one) and `connects` more connects. */
export async function grantFreelancerRole(database: DatabaseHandle, account: Account, connects = 20) {
  await addRole(database, account.user._id, "Freelancer");
  const { categoryId } = await catalogue(database);
  await database.db
    .insert(freelancers)
    .values({
      userId: account.user._id,
      categoryId,
      fullName: account.user.name,
      headline: "Bookkeeping for small shops",
      bio: "Ten years of keeping small businesses' books straight.",
      skills: ["bookkeeping"],
      hourlyRateCents: 4_500,
      location: "Springfield",
    })
    .onConflictDoNothing();
  if (connects > 0) await grantConnects(database, account.user._id, connects);
  return account;
}

export async function grantConnects(database: DatabaseHandle, userId: string, amount: number) {
  await database.db.transaction((tx) =>
    grantCredits(tx, {
      userId,
      kind: "connects",
      amount,
      reason: "adjustment",
      referenceType: "admin",
      referenceId: randomUUID(),
    }),
  );
}

export async function connectsOf(database: DatabaseHandle, userId: string): Promise<number> {
  const [row] = await database.db.select({ connects: users.connects }).from(users).where(eq(users.id, userId));
  return row!.connects;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function jobBody(database: DatabaseHandle, overrides: Partial<JobInput> = {}): Promise<JobInput> {
  const { categoryId, subcategoryId } = await catalogue(database);
  return {
    title: "Bookkeeper for a corner bakery",
    description: "Keep the bakery's books for the spring: invoices, payroll and the quarterly return.",
    categoryId,
    subcategoryId,
    jobType: "contract",
    budgetType: "fixed",
    budgetCents: 45_000,
    isRemote: false,
    location: "Springfield",
    skills: ["bookkeeping", "payroll"],
    deadline: inDays(30),
    ...overrides,
  };
}

/** Posts a job as `client` and answers its id. */
export async function postJob(
  app: FastifyInstance,
  database: DatabaseHandle,
  client: Account,
  overrides: Partial<JobInput> = {},
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/jobs",
    headers: bearer(client.token),
    payload: await jobBody(database, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`post job failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: { _id: string } }>().result_value._id;
}

export const COVER_LETTER =
  "I have kept the books of three bakeries on Main Street for six years and can start next week.";

type FormFile = { bytes: Buffer; name: string; type: string };

/** The multipart body of an application. */
export function applicationForm(fields: Record<string, string> = {}, files: FormFile[] = []): FormData {
  const form = new FormData();
  const all = { coverLetter: COVER_LETTER, proposedRateCents: "40000", ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  for (const file of files)
    form.append("attachments", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export function apply(app: FastifyInstance, token: string, jobId: string, form: FormData = applicationForm()) {
  return app.inject({ method: "POST", url: `/api/jobs/${jobId}/applications`, headers: bearer(token), payload: form });
}

/** A small but real PDF. */
export const pdfBytes = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
