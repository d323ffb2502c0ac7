import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories } from "./catalog.ts";
import { tsvector } from "./listings.ts";
import { users } from "./users.ts";

export const jobTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
export const jobStatuses = ["open", "closed"] as const;

/** A job an employer posts; freelancers apply to it with connects (a later issue). */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerId: uuid("employer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    companyName: text("company_name").notNull(),
    location: text("location").notNull(),
    isRemote: integer("is_remote").notNull().default(0),
    jobType: text("job_type", { enum: jobTypes }).notNull(),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    status: text("status", { enum: jobStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'C')`,
    ),
  },
  (t) => [
    index("jobs_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
    index("jobs_category_idx").on(t.categoryId, t.createdAt.desc()),
    // GET /api/jobs: open jobs newest first, within a category, of a type, or remote.
    index("jobs_open_category_created_idx")
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index("jobs_open_type_created_idx")
      .on(t.jobType, t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index("jobs_open_remote_created_idx")
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open' and ${t.isRemote} = 1`),
    index("jobs_employer_idx").on(t.employerId),
    index("jobs_search_idx").using("gin", t.searchVector),
    index("jobs_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);
