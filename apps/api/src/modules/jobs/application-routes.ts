import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobIdParamSchema, jobMessages } from "@mp/contracts/job";
import {
  applicationIdParamSchema,
  applicationMessages,
  applicationPageQuerySchema,
  applicationStatusResponseSchema,
  applicationStatusUpdateSchema,
  attachmentParamsSchema,
  myApplicationsResponseSchema,
  receivedApplicationsResponseSchema,
} from "@mp/contracts/job-application";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { isAdmin } from "../../lib/ownership.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import {
  findApplicationAccess,
  findAttachment,
  findMyApplications,
  findReceivedApplications,
  setApplicationStatus,
  type ApplicationAccess,
} from "./application-repository.ts";
import { findJobOwnership } from "./job-repository.ts";

const notFound = () => new AppError("NOT_FOUND", applicationMessages.notFound);
/** What a withdrawal or the poster's decision may change. */
const undecided = new Set(["submitted", "shortlisted", "rejected"]);

/**
 * Applications once sent: the poster reads and sorts those to a job, the freelancer lists and
 * withdraws their own, and both read the files. Anybody else gets 404, as if it did not exist.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Jobs"]);
  const { db } = app.database;
  app.addHook("onRequest", app.authenticate);

  /** The application when `may` lets the caller act on it, else 404; in a transaction, its row locked. */
  const requireApplication = async (
    ex: Executor,
    id: string,
    may: (access: ApplicationAccess) => boolean,
  ): Promise<ApplicationAccess> => {
    const access = await findApplicationAccess(ex, id, ex !== db);
    if (!access || !may(access)) throw notFound();
    return access;
  };

  app.get(
    "/jobs/:id/applications",
    signedIn("A job's applications with each applicant's profile (its poster or an admin)", {
      params: jobIdParamSchema,
      querystring: applicationPageQuerySchema,
      response: { 200: receivedApplicationsResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const job = await findJobOwnership(db, request.params.id);
      if (!job || (job.employerId !== user._id && !isAdmin(user)))
        throw new AppError("NOT_FOUND", jobMessages.notFound);
      const { page, limit } = request.query;
      const rows = await findReceivedApplications(db, job.id, pageWindow({ page, limit }));
      return pagedResult(rows, { page, limit });
    },
  );

  app.get(
    "/applications/mine",
    signedIn("The signed-in freelancer's applications with their jobs", {
      querystring: applicationPageQuerySchema,
      response: { 200: myApplicationsResponseSchema },
    }),
    ownPage((userId, window) => findMyApplications(db, userId, window)),
  );

  app.patch(
    "/applications/:id",
    signedIn("Shortlist or reject an application (the job's poster)", {
      params: applicationIdParamSchema,
      body: applicationStatusUpdateSchema,
      response: { 200: applicationStatusResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const isPoster = (access: ApplicationAccess) => access.posterId === user._id;
      const { status } = request.body;
      await requireApplication(db, request.params.id, isPoster);
      await db.transaction(async (tx) => {
        const access = await requireApplication(tx, request.params.id, isPoster);
        if (!undecided.has(access.status)) throw new AppError("CONFLICT", applicationMessages.cannotChange);
        await setApplicationStatus(tx, access.id, status);
      });
      return ok({ _id: request.params.id, status });
    },
  );

  app.post(
    "/applications/:id/withdraw",
    signedIn("Withdraw one's application (its connects are not refunded)", {
      params: applicationIdParamSchema,
      response: { 200: applicationStatusResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const isApplicant = (access: ApplicationAccess) => access.applicantId === user._id;
      await db.transaction(async (tx) => {
        const access = await requireApplication(tx, request.params.id, isApplicant);
        if (access.status !== "submitted" && access.status !== "shortlisted") {
          throw new AppError("CONFLICT", applicationMessages.cannotWithdraw);
        }
        await setApplicationStatus(tx, access.id, "withdrawn");
      });
      return ok({ _id: request.params.id, status: "withdrawn" as const });
    },
  );

  app.get(
    "/applications/:id/attachments/:attachmentId",
    signedIn("Download an application's file (its applicant or the job's poster)", {
      params: attachmentParamsSchema,
    }),
    async (request, reply) => {
      const user: User = signedInUser(request);
      const { id, attachmentId } = request.params;
      await requireApplication(db, id, (a) => a.applicantId === user._id || a.posterId === user._id);
      const attachment = await findAttachment(db, id, attachmentId);
      const file = attachment ? await app.fileStore.get(attachment.storageKey) : null;
      if (!attachment || !file) throw new AppError("NOT_FOUND", "Attachment not found.");
      return reply
        .type(attachment.contentType)
        .header("content-length", file.size)
        .header("content-disposition", `attachment; filename="${attachment.fileName.replace(/["\\]/g, "_")}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
