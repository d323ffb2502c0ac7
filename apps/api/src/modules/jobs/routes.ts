import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  connectsCostOf,
  jobClosedResponseSchema,
  jobDetailResponseSchema,
  jobIdParamSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobMessages,
  jobPageResponseSchema,
  myJobsQuerySchema,
  myJobsResponseSchema,
  type JobInputParsed,
} from "@mp/contracts/job";
import type { User } from "@mp/contracts/user";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { isAdmin } from "../../lib/ownership.ts";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { findApplicationOf } from "./application-repository.ts";
import { closeJob } from "./close-job.ts";
import {
  findClientCompany,
  findJobDetail,
  findJobOwnership,
  findPostedJobs,
  insertJob,
  isSubcategoryOf,
  updateJob,
  type JobOwnership,
} from "./job-repository.ts";
import { findJobs } from "./repository.ts";

const isClient = (user: User) => user.AddtionalRole.includes("Client");
const notFound = () => new AppError("NOT_FOUND", jobMessages.notFound);

/**
 * `/api/jobs`: the public list and page of a job, and a client's own jobs (post, edit, close).
 * Someone else's job answers 404 to its writes, so that its existence is not revealed.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Jobs"], app.authenticate);
  const { db } = app.database;

  /** The caller when the request carries a valid token; a public route answers anyone. */
  const viewerOf = async (request: FastifyRequest): Promise<User | null> => {
    if (!request.headers.authorization) return null;
    return app.authenticate(request).then(
      () => request.user,
      () => null,
    );
  };

  /** The job when the caller posted it (or, where `admins` allows, is an admin), else 404; in a transaction, its row locked. */
  const requirePosted = async (ex: Executor, id: string, user: User, admins: boolean): Promise<JobOwnership> => {
    const job = await findJobOwnership(ex, id, ex === db ? null : "update");
    if (!job || (job.employerId !== user._id && !(admins && isAdmin(user)))) throw notFound();
    return job;
  };

  const checkSubcategory = async (input: JobInputParsed) => {
    if (!(await isSubcategoryOf(db, input.subcategoryId, input.categoryId))) {
      throw new AppError("BAD_REQUEST", jobMessages.subcategoryMismatch, {
        subcategoryId: [jobMessages.subcategoryMismatch],
      });
    }
  };

  app.get(
    "/jobs",
    {
      schema: {
        tags: ["Jobs"],
        summary: "Job offers, filtered and paged",
        querystring: jobListQuerySchema,
        response: { 200: jobPageResponseSchema },
      },
      // A malformed id answers "Invalid category id." rather than "Invalid request.".
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const rows = await findJobs(db, { ...filters, ...pageWindow({ page, limit }) });
      return pagedResult(rows, { page, limit });
    },
  );

  app.post(
    "/jobs",
    signedIn("Post a job (clients)", {
      body: jobInputSchema,
      response: { 201: jobDetailResponseSchema },
    }),
    async (request, reply) => {
      const user = signedInUser(request);
      const companyName = isClient(user) ? await findClientCompany(db, user._id) : null;
      if (companyName === null) throw new AppError("CONFLICT", jobMessages.notClient);
      const input = request.body;
      await checkSubcategory(input);
      const connectsCost = connectsCostOf(input.budgetType, input.budgetCents);
      const id = await db.transaction(async (tx) => {
        const jobId = await insertJob(tx, user._id, { input, companyName, connectsCost });
        await insertAccountEvent(tx, user._id, "job_posted", originOf(request), input.title);
        return jobId;
      });
      return reply.status(201).send(ok(await detailFor(id, user)));
    },
  );

  app.get(
    "/jobs/mine",
    signedIn("The signed-in client's jobs, open and closed, with application counts", {
      querystring: myJobsQuerySchema,
      response: { 200: myJobsResponseSchema },
    }),
    ownPage((userId, window) => findPostedJobs(db, userId, window)),
  );

  /** The job as `user` may see it: a closed job only to its poster, its applicants and admins. */
  const detailFor = async (id: string, user: User | null) => {
    const job = await findJobDetail(db, id);
    if (!job) throw notFound();
    const own = user ? await findApplicationOf(db, id, user._id) : null;
    const isPoster = user?._id === job.createdBy;
    const admin = user !== null && isAdmin(user);
    if (job.status === "closed" && !isPoster && !admin && !own) throw notFound();
    // A hidden job is gone for everyone but its poster (who sees why) and admins.
    if (job.hidden && !isPoster && !admin) throw notFound();
    return {
      ...job,
      viewer: {
        isPoster,
        canEdit: job.status === "open" && (isPoster || admin),
        applicationId: own?.id ?? null,
        applicationStatus: own?.status ?? null,
      },
    };
  };

  app.get(
    "/jobs/:id",
    {
      schema: {
        tags: ["Jobs"],
        summary: "A job's page: open jobs to anyone, a closed one to its poster and applicants",
        params: jobIdParamSchema,
        response: { 200: jobDetailResponseSchema },
      },
    },
    async (request) => ok(await detailFor(request.params.id, await viewerOf(request))),
  );

  app.put(
    "/jobs/:id",
    signedIn("Edit an open job (its poster or an admin)", {
      params: jobIdParamSchema,
      body: jobInputSchema,
      response: { 200: jobDetailResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      // Whose job it is first: a stranger learns nothing from the body's checks.
      await requirePosted(db, request.params.id, user, true);
      await checkSubcategory(input);
      await db.transaction(async (tx) => {
        const job = await requirePosted(tx, request.params.id, user, true);
        if (job.status === "closed") throw new AppError("CONFLICT", jobMessages.closedEdit);
        // The poster's company as it is now; an admin's edit keeps the poster's.
        const companyName =
          (await findClientCompany(tx, job.employerId)) ?? (await findJobDetail(tx, job.id))!.companyName;
        const connectsCost = connectsCostOf(input.budgetType, input.budgetCents);
        await updateJob(tx, job.id, { input, companyName, connectsCost });
      });
      return ok(await detailFor(request.params.id, user));
    },
  );

  app.post(
    "/jobs/:id/close",
    signedIn("Close a job; without a hire, every applicant's connects come back", {
      params: jobIdParamSchema,
      response: { 200: jobClosedResponseSchema },
    }),
    async (request) => {
      const user = signedInUser(request);
      const refunded = await db.transaction(async (tx) => {
        const job = await requirePosted(tx, request.params.id, user, false);
        if (job.status === "closed") throw new AppError("CONFLICT", jobMessages.alreadyClosed);
        return closeJob(tx, job, user._id, originOf(request));
      });
      return ok({ _id: request.params.id, status: "closed" as const, refundedApplications: refunded });
    },
  );
};
