import { sql, type SQL } from "drizzle-orm";
import type { ReportTargetType } from "@mp/contracts/report";

/**
 * Each reportable kind: its table (alias `t`), owner, title, what makes it public, and the site
 * path of its public page. `match` finds a row by the id a visitor's page uses (a freelancer's
 * and a client's pages take the profile id or the user id).
 */
export type TargetKind = {
  table: string;
  owner: string;
  title: SQL;
  /** Joins needed by `title` or `path`. */
  from: SQL;
  isPublic: SQL;
  match: (id: string) => SQL;
  path: (row: { id: string; linkId: string | null }) => string | null;
  linkId: SQL;
  /** The owner's own page of such items, linked from the mail. */
  ownerPath: string;
  /** The kind in words, for the owner's mail and activity log. */
  noun: string;
  /** Who may report it, when not everyone who sees it public (a message: its conversation's parties). */
  reporterMay?: (userId: string) => SQL;
  /** The title the owner's mail and activity log use, when not `title` (a message's: its conversation's subject, never its text). */
  ownerTitle?: SQL;
  /** Private between two people (a message): hiding it replaces its text in the thread rather than taking a page down. */
  private?: true;
};

const byId = (id: string) => sql`t.id = ${id}::uuid`;
const byIdOrUser = (id: string) => sql`(t.id = ${id}::uuid or t.user_id = ${id}::uuid)`;

export const targetKinds: Record<ReportTargetType, TargetKind> = {
  listing: {
    table: "listings",
    owner: "vendor_id",
    title: sql`t.name`,
    from: sql`listings t`,
    isPublic: sql`t.status = 'published' and t.hidden_at is null`,
    match: byId,
    path: ({ id }) => `/productdetail/${id}`,
    linkId: sql`null::uuid`,
    ownerPath: "/vendorproducts",
    noun: "listing",
  },
  banner_ad: {
    table: "banner_ads",
    owner: "vendor_id",
    title: sql`t.title`,
    from: sql`banner_ads t`,
    isPublic: sql`t.hidden_at is null`,
    match: byId,
    path: () => null,
    linkId: sql`null::uuid`,
    ownerPath: "/bannerads",
    noun: "banner ad",
  },
  feature_ad: {
    table: "feature_ads",
    owner: "vendor_id",
    title: sql`l.name`,
    from: sql`feature_ads t join listings l on l.id = t.listing_id`,
    isPublic: sql`t.hidden_at is null`,
    match: byId,
    path: ({ linkId }) => (linkId ? `/productdetail/${linkId}` : null),
    linkId: sql`t.listing_id`,
    ownerPath: "/featureads",
    noun: "feature ad",
  },
  job: {
    table: "jobs",
    owner: "employer_id",
    title: sql`t.title`,
    from: sql`jobs t`,
    isPublic: sql`t.status = 'open' and t.hidden_at is null`,
    match: byId,
    path: ({ id }) => `/job/${id}`,
    linkId: sql`null::uuid`,
    ownerPath: "/myjobs",
    noun: "job",
  },
  freelancer: {
    table: "freelancers",
    owner: "user_id",
    title: sql`t.full_name`,
    from: sql`freelancers t`,
    isPublic: sql`t.hidden_at is null`,
    match: byIdOrUser,
    path: ({ id }) => `/freelancer/${id}`,
    linkId: sql`null::uuid`,
    ownerPath: "/freelancerprofile",
    noun: "freelancer profile",
  },
  client: {
    table: "client_profiles",
    owner: "user_id",
    title: sql`coalesce(nullif(t.company_name, ''), t.full_name)`,
    from: sql`client_profiles t`,
    isPublic: sql`t.hidden_at is null`,
    match: byIdOrUser,
    path: () => null,
    linkId: sql`null::uuid`,
    ownerPath: "/clientprofile",
    noun: "client profile",
  },
  message: {
    table: "messages",
    owner: "sender_id",
    // The queue shows the message's text and its conversation's subject.
    title: sql`coalesce(ml.name, mj.title, 'Hire request') || ': “' || left(t.body, 500) || '”'`,
    from: sql`messages t join conversations mc on mc.id = t.conversation_id
      left join listings ml on ml.id = mc.listing_id
      left join job_applications ma on ma.id = mc.application_id
      left join hire_requests mh on mh.id = mc.hire_request_id
      left join jobs mj on mj.id = coalesce(ma.job_id, mh.job_id)`,
    // A hidden message stays in its thread as "This message was removed by a moderator.": nothing to report.
    isPublic: sql`t.hidden_at is null`,
    match: byId,
    path: () => null,
    linkId: sql`null::uuid`,
    ownerPath: "/messages",
    noun: "message about",
    reporterMay: (userId) => sql`(mc.first_user_id = ${userId}::uuid or mc.second_user_id = ${userId}::uuid)`,
    ownerTitle: sql`coalesce(ml.name, mj.title, 'Hire request')`,
    private: true,
  },
  review: {
    table: "listing_reviews",
    owner: "author_id",
    // The queue shows the listing's name and the review's text; its author is the owner.
    title: sql`rl.name || ': ' || t.rating || '★ “' || left(t.comment, 300) || '”'`,
    from: sql`listing_reviews t join listings rl on rl.id = t.listing_id`,
    isPublic: sql`t.hidden_at is null and rl.status = 'published' and rl.hidden_at is null`,
    match: byId,
    path: ({ linkId }) => (linkId ? `/productdetail/${linkId}` : null),
    linkId: sql`t.listing_id`,
    // No page lists one's own reviews; the activity log has each one posted.
    ownerPath: "/activitylog",
    noun: "review",
  },
};
