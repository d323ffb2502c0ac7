import type { FastifyInstance } from "fastify";
import type { AskQuestionResponse, Conversation, Message } from "@mp/contracts/message";
import type { DatabaseHandle } from "@mp/db/client";
import { categories, hireRequests, jobApplications, jobs, listings, subcategories } from "@mp/db/schema/index";
import { bearer } from "./accounts.ts";

/**
 * A job posted by `posterId` and `applicantId`'s application to it, written straight into the
 * tables: the messages tests need the two parties, not the jobs module's rules.
 */
export async function createApplication(
  database: DatabaseHandle,
  { applicantId, posterId, title = "Shop window mural" }: { applicantId: string; posterId: string; title?: string },
): Promise<{ jobId: string; applicationId: string }> {
  const { db } = database;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [job] = await db
    .insert(jobs)
    .values({
      employerId: posterId,
      categoryId: category!.id,
      title,
      description: "Paint the front window for the spring fair.",
      companyName: "Corner Bakery",
      location: "Springfield",
      jobType: "contract",
    })
    .returning({ id: jobs.id });
  const [application] = await db
    .insert(jobApplications)
    .values({
      jobId: job!.id,
      applicantId,
      coverLetter: "I painted the bookshop's window last year.",
      proposedRateCents: 4_500,
      connectsSpent: 2,
    })
    .returning({ id: jobApplications.id });
  return { jobId: job!.id, applicationId: application!.id };
}

/** A pending hiring request from `clientId` to `freelancerId`, about a job or not. */
export async function createHireRequest(
  database: DatabaseHandle,
  { clientId, freelancerId, jobId = null }: { clientId: string; freelancerId: string; jobId?: string | null },
): Promise<string> {
  const [row] = await database.db
    .insert(hireRequests)
    .values({ clientId, freelancerId, jobId, message: "Would you design our new menu?" })
    .returning({ id: hireRequests.id });
  return row!.id;
}

export function openConversation(app: FastifyInstance, token: string, body: object) {
  return app.inject({ method: "POST", url: "/api/conversations", headers: bearer(token), payload: body });
}

/** Opens the conversation as `token`'s user and answers it; fails the test unless it opens. */
export async function conversationOf(app: FastifyInstance, token: string, body: object): Promise<Conversation> {
  const res = await openConversation(app, token, body);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`open: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: Conversation }>().result_value;
}

export function postMessage(app: FastifyInstance, token: string, conversationId: string, body: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/conversations/${conversationId}/messages`,
    headers: bearer(token),
    payload: { body },
  });
}

export async function sendMessage(app: FastifyInstance, token: string, conversationId: string, body: string) {
  const res = await postMessage(app, token, conversationId, body);
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: Message }>().result_value;
}

/** A listing of `vendorId`, written straight into the table (published unless said). */
export async function createListingRow(
  database: DatabaseHandle,
  {
    vendorId,
    name = "Corner Bakery",
    status = "published",
    hidden = false,
  }: { vendorId: string; name?: string; status?: "published" | "draft"; hidden?: boolean },
): Promise<string> {
  const { db } = database;
  const [sub] = await db
    .select({ id: subcategories.id, categoryId: subcategories.categoryId })
    .from(subcategories)
    .limit(1);
  const [row] = await db
    .insert(listings)
    .values({
      vendorId,
      categoryId: sub!.categoryId,
      subcategoryId: sub!.id,
      kind: "business",
      status,
      name,
      description: "Bread and cakes baked every morning.",
      address: "1 Main Street",
      city: "Springfield",
      coverImage: "/art/bakery.svg",
      ...(hidden ? { hiddenAt: new Date(), hiddenCause: "moderation" as const, hiddenNote: "Hidden in a test." } : {}),
    })
    .returning({ id: listings.id });
  return row!.id;
}

export function askQuestion(app: FastifyInstance, token: string | null, listingId: string, body: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/listings/${listingId}/conversation`,
    headers: token ? bearer(token) : {},
    payload: { body },
  });
}

/** Asks as `token`'s user and answers the conversation and the message; fails the test unless it works. */
export async function askedQuestion(app: FastifyInstance, token: string, listingId: string, body: string) {
  const res = await askQuestion(app, token, listingId, body);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`ask: ${res.statusCode} ${res.body}`);
  return res.json<AskQuestionResponse>().result_value;
}
