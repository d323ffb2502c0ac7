import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  hireMessages,
  hireRequestInputSchema,
  hireRequestPageQuerySchema,
  hireRequestResponseSchema,
  hiringEmployersResponseSchema,
  sentHireRequestsResponseSchema,
  type HireRequestInput,
} from "@mp/contracts/hire-request";
import { userIdParamSchema } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { spendCredits } from "../credits/public.ts";
import { answerRoutes } from "./answer-routes.ts";
import { hireRequestedEmail } from "./hire-emails.ts";
import { findHireRequestsOf, findHireRequestView, findParty, hasPendingRequest } from "./repository.ts";
import { reviewRoutes } from "./review-routes.ts";
import { findApplicationForHire, findJobForHire, insertHireRequest } from "./write-repository.ts";

const tags = ["Hiring"];

/** The job the request is for, if any: the caller's own open job, and the freelancer's application to it. */
async function resolveJob(tx: Executor, clientId: string, input: HireRequestInput) {
  let jobId = input.jobId ?? null;
  const applicationId = input.applicationId ?? null;
  if (applicationId) {
    const application = await findApplicationForHire(tx, applicationId);
    const fits =
      application &&
      application.applicantId === input.freelancerUserId &&
      (jobId === null || application.jobId === jobId);
    if (!fits) throw notFound(hireMessages.applicationNotFound, "applicationId");
    jobId = application.jobId;
  }
  if (jobId === null) return { jobId, applicationId, jobTitle: null };
  const job = await findJobForHire(tx, jobId);
  // Another client's job is as good as missing: its existence is not revealed.
  if (!job || job.employerId !== clientId) {
    throw applicationId
      ? notFound(hireMessages.applicationNotFound, "applicationId")
      : notFound(hireMessages.jobNotFound, "jobId");
  }
  if (job.status !== "open") throw new AppError("CONFLICT", hireMessages.jobClosed);
  return { jobId, applicationId, jobTitle: job.title };
}

const notFound = (message: string, field: string) => new AppError("NOT_FOUND", message, { [field]: [message] });

/**
 * Hiring requests: a client sends one to a freelancer (spending one Remaining Freelancer), the
 * freelancer answers it, either side completes it and then reviews the other.
 */
export const hiringRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(tags, app.authenticate);
  const { db } = app.database;
  const { storage, publicUrl, productName } = app.config;

  app.post(
    "/hire-requests",
    signedIn.firstError("Send a freelancer a hiring request (spends one Remaining Freelancer)", {
      body: hireRequestInputSchema,
      response: { 201: hireRequestResponseSchema },
    }),
    async (request, reply) => {
      const me = signedInUser(request);
      const input = request.body;
      if (!me.AddtionalRole.includes("Client")) throw new AppError("CONFLICT", hireMessages.clientOnly);
      if (input.freelancerUserId === me._id) {
        throw new AppError("BAD_REQUEST", hireMessages.notYourself, { freelancerUserId: [hireMessages.notYourself] });
      }
      const id = randomUUID();
      const sent = await db.transaction(async (tx) => {
        const freelancer = await findParty(tx, input.freelancerUserId);
        if (!freelancer || !freelancer.roles.includes("Freelancer")) {
          throw notFound(hireMessages.freelancerNotFound, "freelancerUserId");
        }
        const job = await resolveJob(tx, me._id, input);
        // The spend locks the client's row first, so the duplicate check below cannot race.
        await spendCredits(tx, {
          userId: me._id,
          kind: "freelancers",
          amount: 1,
          reason: "spend",
          referenceType: "hire_request",
          referenceId: id,
        });
        if (await hasPendingRequest(tx, me._id, freelancer.id, job.jobId)) {
          throw new AppError("CONFLICT", hireMessages.duplicate);
        }
        await insertHireRequest(tx, {
          id,
          clientId: me._id,
          freelancerId: freelancer.id,
          jobId: job.jobId,
          applicationId: job.applicationId,
          message: input.message,
        });
        await insertAccountEvent(tx, me._id, "hire_requested", originOf(request), freelancer.name);
        return { freelancer, jobTitle: job.jobTitle };
      });
      const view = (await findHireRequestView(db, storage, id, me._id))!;
      app.mailer.sendInBackground(
        hireRequestedEmail(
          { to: sent.freelancer.email, productName, link: `${publicUrl}/hiringRequest` },
          { clientName: view.client.name, jobTitle: sent.jobTitle, message: input.message },
        ),
        (err) => request.log.error({ err }, "hiring request mail failed"),
      );
      return reply.status(201).send(ok(view));
    },
  );

  app.get(
    "/hireRequest/:userId",
    signedIn.firstError("The freelancer's incoming hiring requests (their own only)", {
      params: userIdParamSchema,
      querystring: hireRequestPageQuerySchema,
      response: { 200: hiringEmployersResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      if (request.params.userId !== me._id)
        throw new AppError("FORBIDDEN", "You can see only your own hiring requests.");
      const rows = await findHireRequestsOf(db, storage, "freelancer", me._id, pageWindow(request.query));
      const { result_value, meta } = pagedResult(rows, request.query);
      return { result: 1 as const, result_value: { hiringEmployers: result_value }, meta };
    },
  );

  app.get(
    "/hire-requests/sent",
    signedIn.firstError("The hiring requests the signed-in client sent", {
      querystring: hireRequestPageQuerySchema,
      response: { 200: sentHireRequestsResponseSchema },
    }),
    ownPage((userId, window) => findHireRequestsOf(db, storage, "client", userId, window)),
  );

  await app.register(answerRoutes);
  await app.register(reviewRoutes);
};
