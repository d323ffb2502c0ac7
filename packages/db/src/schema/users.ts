import { additionalRoles, adminUserTypes, userTypes } from "@mp/contracts/user";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * An account. Emails are stored in lower case and unique whatever their case. An account made
 * through Google or Facebook alone has no password hash.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Shown in the account menu; the name when none was given. */
    displayName: text("display_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    userType: text("user_type", { enum: userTypes }).notNull().default("User"),
    additionalUserType: text("additional_user_type", { enum: adminUserTypes }),
    additionalRoles: text("additional_roles", { enum: additionalRoles })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** argon2id, PHC string; null for an account that signs in through Google or Facebook only. */
    passwordHash: text("password_hash"),
    /** Set once the person proved they read this address: a password reset, Google or Facebook. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Set when the person typed the code sent to `phone`; cleared whenever `phone` changes. */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    googleSubject: text("google_subject"),
    facebookId: text("facebook_id"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    // The account menu's plan numbers, cached from the live subscriptions (plan names) and the
    // credit ledger (balances); each changes in the same transaction as what it caches.
    planType: text("plan_type"),
    hirePlanType: text("hire_plan_type"),
    connects: integer("connects").notNull().default(0),
    remainingFreelancers: integer("remaining_freelancers").notNull().default(0),
    hireFreelancerAvailable: boolean("hire_freelancer_available").notNull().default(false),
    /** Set by an admin: the account cannot sign in, its sessions are gone and its content is hidden. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionNote: text("suspension_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in, sign-up and forgot-password look an email up as lower(email).
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_google_subject_idx")
      .on(t.googleSubject)
      .where(sql`${t.googleSubject} is not null`),
    uniqueIndex("users_facebook_id_idx")
      .on(t.facebookId)
      .where(sql`${t.facebookId} is not null`),
    // The admin user list: newest first, then id; searched by name or email anywhere in them.
    index("users_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("users_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_suspended_idx")
      .on(t.suspendedAt.desc())
      .where(sql`${t.suspendedAt} is not null`),
    check("users_user_type_check", sql`${t.userType} in ('User', 'Employer', 'Admin', 'Super-Admin')`),
    check(
      "users_additional_user_type_check",
      sql`${t.additionalUserType} is null or ${t.additionalUserType} in ('Admin', 'Super-Admin')`,
    ),
    check("users_additional_roles_check", sql`${t.additionalRoles} <@ array['Freelancer', 'Client']::text[]`),
    check("users_plan_numbers_check", sql`${t.connects} >= 0 and ${t.remainingFreelancers} >= 0`),
  ],
);
