import type { JobType } from "@mp/contracts/job";
import { formatWholeDollars } from "@mp/ui/lib/format.ts";

export const jobTypeLabels: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

/** "$50,000 – $70,000", "From $50,000", "Up to $70,000", or "Salary not stated". */
export function formatSalary(minCents: number | null, maxCents: number | null): string {
  const min = minCents === null ? null : formatWholeDollars(minCents);
  const max = maxCents === null ? null : formatWholeDollars(maxCents);
  if (min && max) return min === max ? min : `${min} – ${max}`;
  if (min) return `From ${min}`;
  if (max) return `Up to ${max}`;
  return "Salary not stated";
}

/** A posted job's budget ("$450 fixed price", "$45/hour"), or a demo job's salary. */
export function formatPay(job: {
  budgetType: "fixed" | "hourly" | null;
  budgetCents: number | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
}): string {
  if (job.budgetType && job.budgetCents !== null) {
    const amount = formatWholeDollars(job.budgetCents);
    return job.budgetType === "fixed" ? `${amount} fixed price` : `${amount}/hour`;
  }
  return formatSalary(job.salaryMinCents, job.salaryMaxCents);
}

export function connectsLabel(count: number): string {
  return `${count} ${count === 1 ? "connect" : "connects"}`;
}
