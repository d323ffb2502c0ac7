import { jobTypes } from "@mp/contracts/filter-values";
import type { jobs } from "../schema/jobs.ts";
import { CATEGORIES } from "./catalogue.ts";
import { demoId } from "./ids.ts";
import { businessName } from "./names.ts";
import { pickCity } from "./places.ts";
import { randomFor } from "./random.ts";
import { inSentence, joinList, lowerCaseWords, shortCity, withArticle } from "./text.ts";
import { dayAfterReference, daysBeforeReference } from "./time.ts";
import { demoUserId } from "./user-rows.ts";

export type NewJob = typeof jobs.$inferInsert;
type JobType = (typeof jobTypes)[number];

/** Each employer account posts this many consecutive jobs, all for its one company. */
export const JOBS_PER_EMPLOYER = 2;
/** Demo jobs were posted in the three weeks before the seed day; most close a few weeks after it. */
export const POSTED_WITHIN_DAYS = 21;

const JOB_TYPE_WEIGHTS: Record<JobType, number> = {
  "full-time": 55,
  "part-time": 25,
  contract: 12,
  temporary: 5,
  internship: 3,
};
const PERKS = [
  "We offer paid time off and flexible scheduling.",
  "Training is provided for the right candidate.",
  "Health insurance and a retirement plan are included.",
  "We review applications every week and reply to everyone.",
  "Staff discounts and a friendly team come with the job.",
] as const;

export function employerNumberOf(jobIndex: number): number {
  return Math.floor(jobIndex / JOBS_PER_EMPLOYER) + 1;
}

/** The company behind an employer account: its trade, name and city, shared by all its jobs. */
function employerCompany(employerNumber: number) {
  const random = randomFor("employer-company", employerNumber);
  const category = random.pickWeighted(CATEGORIES, (c) => c.weight);
  const subcategory = random.pick(category.subcategories);
  const name = businessName(random, category.nameStyle, random.pick(subcategory.businessNouns));
  return { category, name, city: pickCity(random).name };
}

/** Job `index` (0-based) of the demo data. Salaries are yearly, in cents; some jobs show none. */
export function jobRow(index: number): NewJob {
  const employerNumber = employerNumberOf(index);
  const company = employerCompany(employerNumber);
  const { category } = company;
  const random = randomFor("job", index);
  const title = random.pick(category.jobs.titles);
  const jobType = random.pickWeighted(jobTypes, (type) => JOB_TYPE_WEIGHTS[type]);
  const isRemote = random.chance(category.jobs.remoteShare);
  const [low, high] = category.jobs.annualSalary;
  const scale = jobType === "internship" ? 0.6 : 1;
  const salaryMin = Math.round((random.float(low, high * 0.8) * scale) / 1000) * 1000;
  const salaryMax = Math.round((salaryMin * random.float(1.1, 1.4)) / 1000) * 1000;
  const showsSalary = random.chance(0.85);
  const skills = random.sample(category.freelancers.skills, 2).map(inSentence);
  const description = [
    `${company.name} in ${shortCity(company.city)} is hiring ${withArticle(lowerCaseWords(title))}.`,
    `This is ${withArticle(jobType)} position${isRemote ? " that can be done remotely" : " on site"}.`,
    `Experience with ${joinList(skills)} is a plus.`,
    ...(random.chance(0.7) ? [random.pick(PERKS)] : []),
  ].join(" ");
  const createdAt = daysBeforeReference(random.float(0, POSTED_WITHIN_DAYS));
  // Drawn after everything else, so that adding it changed no other figure of the job.
  const deadline = random.chance(0.6) ? dayAfterReference(random.int(10, 45)) : null;
  return {
    id: demoId("job", index),
    employerId: demoUserId("employer", employerNumber),
    categoryId: demoId("category", category.slug),
    title,
    description,
    companyName: company.name,
    location: company.city,
    isRemote: isRemote ? 1 : 0,
    jobType,
    salaryMinCents: showsSalary ? salaryMin * 100 : null,
    salaryMaxCents: showsSalary ? salaryMax * 100 : null,
    status: "open",
    deadline,
    createdAt,
    updatedAt: createdAt,
  };
}
