import { hireRequestStatuses } from "@mp/contracts/hire-request";
import { applicationStatuses } from "@mp/contracts/job-application";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";
import { storedImages } from "./vendors.ts";
import { moderationCheckSql, moderationColumns } from "./moderation-columns.ts";

/** A member's (client's) profile: one per user who holds the Client privilege (spec section 3). */
export const clientProfiles = pgTable(
  "client_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    /** The member's role in the company: Owner, Hiring manager, … */
    role: text("role").notNull(),
    companyName: text("company_name").notNull(),
    companyAddress: text("company_address").notNull().default(""),
    about: text("about").notNull().default(""),
    logoImageId: uuid("logo_image_id").references(() => storedImages.id, { onDelete: "set null" }),
    ...moderationColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("client_profiles_user_idx").on(t.userId),
    index("client_profiles_created_idx").on(t.createdAt.desc(), t.id),
    index("client_profiles_logo_image_idx")
      .on(t.logoImageId)
      .where(sql`${t.logoImageId} is not null`),
    check("client_profiles_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
  ],
);

/** A freelancer's application to a job; its connects are spent in the transaction that inserts it. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The applying user (who holds the Freelancer privilege). */
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coverLetter: text("cover_letter").notNull(),
    proposedRateCents: integer("proposed_rate_cents").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("submitted"),
    connectsSpent: integer("connects_spent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_applications_job_applicant_idx").on(t.jobId, t.applicantId),
    index("job_applications_job_created_idx").on(t.jobId, t.createdAt.desc(), t.id),
    index("job_applications_applicant_created_idx").on(t.applicantId, t.createdAt.desc(), t.id),
    index("job_applications_created_idx").on(t.createdAt),
    check(
      "job_applications_status_check",
      sql`${t.status} in ('submitted', 'shortlisted', 'rejected', 'hired', 'withdrawn')`,
    ),
    check("job_applications_numbers_check", sql`${t.proposedRateCents} >= 0 and ${t.connectsSpent} >= 0`),
  ],
);

/** A file sent with an application (PDF or image, checked by content), kept in the file store. */
export const jobApplicationAttachments = pgTable(
  "job_application_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    /** The file store key; never derived from the client's file name. */
    storageKey: text("storage_key").notNull(),
    /** The client's file name, cleaned, for display and the download's name only. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_application_attachments_application_idx").on(t.applicationId)],
);

/** A client's request to hire a freelancer; sending it spends one Remaining Freelancer. */
export const hireRequests = pgTable(
  "hire_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    applicationId: uuid("application_id").references(() => jobApplications.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    status: text("status", { enum: hireRequestStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("hire_requests_freelancer_created_idx").on(t.freelancerId, t.createdAt.desc(), t.id),
    index("hire_requests_client_created_idx").on(t.clientId, t.createdAt.desc(), t.id),
    index("hire_requests_job_idx")
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    // One open request per client, freelancer and job: a double click sends one.
    uniqueIndex("hire_requests_pending_idx")
      .on(t.clientId, t.freelancerId, sql`coalesce(${t.jobId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} = 'pending'`),
    check(
      "hire_requests_status_check",
      sql`${t.status} in ('pending', 'accepted', 'declined', 'completed', 'canceled')`,
    ),
    check("hire_requests_parties_check", sql`${t.clientId} <> ${t.freelancerId}`),
  ],
);

/**
 * A conversation between two people about exactly one subject: an application, a hire request, or a
 * listing (a visitor's "Ask a question": `firstUserId` is the visitor, `secondUserId` the vendor).
 * `firstUserId` < `secondUserId` is not required: the pair is whoever the subject names.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    hireRequestId: uuid("hire_request_id").references(() => hireRequests.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    firstUserId: uuid("first_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secondUserId: uuid("second_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_application_idx")
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
    uniqueIndex("conversations_hire_request_idx")
      .on(t.hireRequestId)
      .where(sql`${t.hireRequestId} is not null`),
    index("conversations_first_user_idx").on(t.firstUserId, t.lastMessageAt.desc()),
    index("conversations_second_user_idx").on(t.secondUserId, t.lastMessageAt.desc()),
    // One conversation per visitor and listing.
    uniqueIndex("conversations_listing_visitor_idx")
      .on(t.listingId, t.firstUserId)
      .where(sql`${t.listingId} is not null`),
    check("conversations_subject_check", sql`num_nonnulls(${t.applicationId}, ${t.hireRequestId}, ${t.listingId}) = 1`),
    check("conversations_parties_check", sql`${t.firstUserId} <> ${t.secondUserId}`),
  ],
);

/**
 * A message in a conversation; `readAt` is set when its recipient opens the conversation. A message
 * a moderator hid stays in its thread, its text replaced for both parties by "This message was
 * removed by a moderator." (decision 034).
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set when the recipient was mailed about it (new messages are mailed in batches), or needs no mail. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    ...moderationColumns(),
  },
  (t) => [
    check("messages_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt, t.id),
    // The batched mail: messages neither read nor mailed about yet, oldest first.
    index("messages_unnotified_idx")
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null and ${t.readAt} is null`),
    // The header's unread count.
    index("messages_unread_idx")
      .on(t.recipientId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Each side's rating (1–5) and comment of a completed hire, once per side. */
export const hireReviews = pgTable(
  "hire_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hireRequestId: uuid("hire_request_id")
      .notNull()
      .references(() => hireRequests.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revieweeId: uuid("reviewee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hire_reviews_once_idx").on(t.hireRequestId, t.reviewerId),
    index("hire_reviews_reviewee_created_idx").on(t.revieweeId, t.createdAt.desc(), t.id),
    check("hire_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** One person's block of another: neither can start or continue a conversation with the other. */
export const conversationBlocks = pgTable(
  "conversation_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Is either of us blocked by the other?" reads both directions.
    index("conversation_blocks_blocked_idx").on(t.blockedId, t.blockerId),
    check("conversation_blocks_parties_check", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
