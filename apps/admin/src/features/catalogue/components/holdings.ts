import { countOf } from "@mp/ui/lib/format.ts";

/** "3 listings, 1 job and 2 freelancers", or "nothing". */
export function holdingsOf(counts: { listings: number; jobs: number; freelancers: number }): string {
  const parts = [
    counts.listings > 0 ? countOf(counts.listings, "listing") : null,
    counts.jobs > 0 ? countOf(counts.jobs, "job") : null,
    counts.freelancers > 0 ? countOf(counts.freelancers, "freelancer") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return "nothing";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}
