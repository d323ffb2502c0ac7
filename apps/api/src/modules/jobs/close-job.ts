import type { Executor } from "../../lib/executor.ts";
import { insertAccountEvent, type EventOrigin } from "../activity/repository.ts";
import { grantCredits } from "../credits/public.ts";
import { findRefundableApplications, jobHasHire, markJobClosed, type JobOwnership } from "./job-repository.ts";

/**
 * Closes the job in the caller's transaction (its row locked). Without a hire, each application
 * but the withdrawn ones gets its connects back (decision 021); the ledger writes a refund once
 * per application, so closing can never refund twice. Answers how many were refunded.
 */
export async function closeJob(
  tx: Executor,
  job: JobOwnership,
  posterId: string,
  origin: EventOrigin,
): Promise<number> {
  await markJobClosed(tx, job.id);
  await insertAccountEvent(tx, posterId, "job_closed", origin, job.title);
  if (await jobHasHire(tx, job.id)) return 0;
  let refunded = 0;
  for (const application of await findRefundableApplications(tx, job.id)) {
    if (application.connectsSpent <= 0) continue;
    const outcome = await grantCredits(tx, {
      userId: application.applicantId,
      kind: "connects",
      amount: application.connectsSpent,
      reason: "refund",
      referenceType: "job_application",
      referenceId: application.id,
      note: `The job "${job.title}" closed without a hire.`.slice(0, 200),
    });
    if (outcome.applied) refunded += 1;
  }
  return refunded;
}
