import { eq } from "drizzle-orm";
import type { HireRequestStatus } from "@mp/contracts/hire-request";
import { hireRequests, jobApplications, jobs } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";

/** The job a request names, with who posted it and whether it is open. */
export async function findJobForHire(tx: Executor, jobId: string) {
  const [row] = await tx
    .select({ id: jobs.id, employerId: jobs.employerId, status: jobs.status, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The application a request names, with its job's poster. */
export async function findApplicationForHire(tx: Executor, applicationId: string) {
  const [row] = await tx
    .select({ id: jobApplications.id, jobId: jobApplications.jobId, applicantId: jobApplications.applicantId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row ?? null;
}

export type NewHireRequest = {
  id: string;
  clientId: string;
  freelancerId: string;
  jobId: string | null;
  applicationId: string | null;
  message: string;
};

export async function insertHireRequest(tx: Executor, request: NewHireRequest): Promise<void> {
  await tx.insert(hireRequests).values(request);
}

/** Moves a request on: an answer sets `responded_at`, completion `completed_at`. */
export async function setHireStatus(tx: Executor, id: string, status: HireRequestStatus): Promise<void> {
  const now = new Date();
  await tx
    .update(hireRequests)
    .set({
      status,
      ...(status === "completed" ? { completedAt: now } : { respondedAt: now }),
    })
    .where(eq(hireRequests.id, id));
}

/** An accepted request hires the freelancer on the application it came from. */
export async function markApplicationHired(tx: Executor, applicationId: string): Promise<void> {
  await tx
    .update(jobApplications)
    .set({ status: "hired", updatedAt: new Date() })
    .where(eq(jobApplications.id, applicationId));
}
