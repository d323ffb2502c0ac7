import type { JobSummary } from "@mp/contracts/job";

/**
 * A maker of the jobs a test serves: the nth has the id `{idPrefix}-0000-4000-8000-{offset + n}`
 * (twelve digits), plain values, then what `defaults(n)` and the call's overrides say.
 */
export function jobMaker(idPrefix: string, offset: number, defaults: (n: number) => Partial<JobSummary> = () => ({})) {
  return (n: number, overrides: Partial<JobSummary> = {}): JobSummary => ({
    _id: `${idPrefix}-0000-4000-8000-${String(offset + n).padStart(12, "0")}`,
    title: `Job ${n}`,
    companyName: `Company ${n}`,
    location: "Austin, TX",
    isRemote: false,
    jobType: "full-time",
    salaryMinCents: null,
    salaryMaxCents: null,
    budgetType: null,
    budgetCents: null,
    connectsCost: 2,
    skills: [],
    categoryId: `${idPrefix}-0000-4000-8000-0000000000c1`,
    categoryName: "Bakeries",
    description: "Early starts.",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...defaults(n),
    ...overrides,
  });
}
