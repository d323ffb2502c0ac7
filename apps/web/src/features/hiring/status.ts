import type { HireRequestStatus } from "@mp/contracts/hire-request";

/** Each state as the pages name it. */
export const hireStatusLabels: Record<HireRequestStatus, string> = {
  pending: "Waiting for an answer",
  accepted: "Hired",
  declined: "Declined",
  completed: "Completed",
  canceled: "Withdrawn",
};
