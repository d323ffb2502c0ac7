import { jobBudgetTypes, jobTypes } from "@mp/contracts/filter-values";
import { jobStatuses } from "@mp/contracts/job";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories, subcategories } from "./catalog.ts";
import { tsvector } from "./listings.ts";
import { users } from "./users.ts";
import { moderationCheckSql, moderationColumns } from "./moderation-columns.ts";

/**
 * A job a client (or a demo employer) posts; freelancers apply to it with connects. Demo jobs carry
 * a yearly salary; jobs posted on the site carry a budget, fixed or hourly.
 */
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
    subcategoryId: uuid("subcategory_id").references(() => subcategories.id),
    budgetType: text("budget_type", { enum: jobBudgetTypes }),
    budgetCents: integer("budget_cents"),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deadline: date("deadline"),
    /** What applying costs, in connects (the rule is in the jobs module and its decision record). */
    connectsCost: integer("connects_cost").notNull().default(2),
    status: text("status", { enum: jobStatuses }).notNull().default("open"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...moderationColumns(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    index("jobs_open_subcategory_created_idx")
      .on(t.subcategoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index("jobs_open_type_created_idx")
      .on(t.jobType, t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index("jobs_open_remote_created_idx")
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'open' and ${t.isRemote} = 1`),
    index("jobs_employer_idx").on(t.employerId, t.createdAt.desc(), t.id),
    index("jobs_search_idx").using("gin", t.searchVector),
    // Search at scale (decision 024): open jobs whose title has the words, or is the words.
    index("jobs_title_search_idx")
      .using("gin", sql`to_tsvector('english', ${t.title})`)
      .where(sql`${t.status} = 'open' and ${t.hiddenAt} is null`),
    index("jobs_title_lower_idx")
      .on(sql`lower(${t.title})`)
      .where(sql`${t.status} = 'open' and ${t.hiddenAt} is null`),
    index("jobs_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("jobs_created_idx").on(t.createdAt),
    check("jobs_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
    check("jobs_status_check", sql`${t.status} in ('open', 'closed')`),
    check("jobs_connects_cost_check", sql`${t.connectsCost} between 1 and 50`),
    check("jobs_budget_check", sql`${t.budgetCents} is null or ${t.budgetCents} > 0`),
  ],
);
