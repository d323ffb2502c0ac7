import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobIdParamSchema, jobMessages } from "@mp/contracts/job";
import {
  applicationCreatedResponseSchema,
  applicationMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "@mp/contracts/job-application";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { spendCredits } from "../credits/public.ts";
import { newApplicationEmail } from "./application-mail.ts";
import {
  applicationMultipartLimits,
  checkAttachment,
  isUniqueViolation,
  parseApplicationFields,
  readApplicationForm,
  type CheckedFile,
} from "./application-form.ts";
import { findMailContact } from "../users/repository.ts";
import { findApplicationOf, insertApplication } from "./application-repository.ts";
import { findJobOwnership } from "./job-repository.ts";

/**
 * `POST /api/jobs/{id}/applications`: a freelancer applies with a cover letter, a proposed rate
 * and up to three files. The job's connects are spent in the transaction that inserts the
 * application, so an application without its payment (or a payment without it) never exists.
 */
export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const store = app.fileStore;
  // Only this plugin's route takes multipart bodies.
  await app.register(multipart, { limits: applicationMultipartLimits });

  /** Refusals that need no body: a job that is gone, closed, the caller's own, or applied to already. */
  const checkJob = async (jobId: string, userId: string, ex: Executor = db) => {
    const job = await findJobOwnership(ex, jobId, ex === db ? null : "share");
    if (!job || job.hidden) throw new AppError("NOT_FOUND", jobMessages.notFound);
    if (job.employerId === userId) throw new AppError("CONFLICT", applicationMessages.ownJob);
    if (job.status !== "open") throw new AppError("CONFLICT", applicationMessages.jobClosed);
    if (await findApplicationOf(ex, jobId, userId)) throw new AppError("CONFLICT", applicationMessages.alreadyApplied);
    return job;
  };

  app.post(
    "/jobs/:id/applications",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Jobs"],
        summary: "Apply to a job (freelancers; multipart: coverLetter, proposedRateCents, attachments)",
        security: bearerSecurity,
        params: jobIdParamSchema,
        response: { 201: applicationCreatedResponseSchema },
      },
      bodyLimit: MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!user.AddtionalRole.includes("Freelancer")) throw new AppError("CONFLICT", applicationMessages.notFreelancer);
      const jobId = request.params.id;
      await checkJob(jobId, user._id);
      const form = await readApplicationForm(app, request);
      const fields = parseApplicationFields(form.fields);
      const applicationId = randomUUID();
      const files: CheckedFile[] = [];
      for (const file of form.files) files.push(await checkAttachment(file, applicationId));

      // Stored before the transaction, so that no lock waits on the file store; removed if it fails.
      // As opaque bytes: the row keeps the checked type, which only the download route serves.
      await Promise.all(files.map((file) => store.put(file.storageKey, file.bytes, "application/octet-stream")));
      const removeFiles = () => store.delete(files.map((file) => file.storageKey)).catch(() => {});
      let created;
      try {
        created = await db.transaction(async (tx) => {
          const job = await checkJob(jobId, user._id, tx);
          const cost = job.connectsCost;
          const spent = await spendCredits(tx, {
            userId: user._id,
            kind: "connects",
            amount: cost,
            reason: "spend",
            referenceType: "job_application",
            referenceId: applicationId,
            note: `Applied to "${job.title}".`.slice(0, 200),
          });
          const row = await insertApplication(
            tx,
            { id: applicationId, jobId, applicantId: user._id, ...fields, connectsSpent: cost },
            files.map(({ bytes: _bytes, ...file }) => file),
          );
          await insertAccountEvent(tx, user._id, "job_applied", originOf(request), job.title);
          return { row, job, connectsLeft: spent.balance };
        });
      } catch (err) {
        await removeFiles();
        if (isUniqueViolation(err)) throw new AppError("CONFLICT", applicationMessages.alreadyApplied);
        throw err;
      }

      const poster = await findMailContact(db, created.job.employerId);
      if (poster) {
        const mail = newApplicationEmail({
          to: poster.email,
          posterName: poster.name,
          applicantName: user.displayName,
          jobTitle: created.job.title,
          link: `${app.config.publicUrl}/myjobs`,
          productName: app.config.productName,
        });
        app.mailer.sendInBackground(mail, (err) => request.log.error({ err }, "new application mail failed"));
      }
      const { row } = created;
      return reply.status(201).send({
        result: 1 as const,
        result_value: {
          _id: row.id,
          jobId: row.jobId,
          status: row.status,
          coverLetter: row.coverLetter,
          proposedRateCents: row.proposedRateCents,
          connectsSpent: row.connectsSpent,
          attachments: files.map((file) => ({
            _id: file.id,
            fileName: file.fileName,
            contentType: file.contentType as "application/pdf",
            sizeBytes: file.sizeBytes,
          })),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        connectsLeft: created.connectsLeft,
      });
    },
  );
};
