import type { JobType } from "@mp/contracts/job";

export const jobTypeLabels: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$50,000 – $70,000", "From $50,000", "Up to $70,000", or "Salary not stated". */
export function formatSalary(minCents: number | null, maxCents: number | null): string {
  const min = minCents === null ? null : dollars.format(minCents / 100);
  const max = maxCents === null ? null : dollars.format(maxCents / 100);
  if (min && max) return min === max ? min : `${min} – ${max}`;
  if (min) return `From ${min}`;
  if (max) return `Up to ${max}`;
  return "Salary not stated";
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "3 hours ago", "yesterday", "2 weeks ago". */
export function formatPostedAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "minute") return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
