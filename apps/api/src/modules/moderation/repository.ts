import { sql } from "drizzle-orm";
import type { ReportReason, ReportStatus, ReportTargetType } from "@mp/contracts/report";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { rowsOf, type Executor } from "../../lib/executor.ts";
import { targetKinds } from "./targets.ts";

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type ReportTarget = { id: string; ownerId: string; title: string };

/** The public item `reporterId` may report, by the id its page uses; null when missing, not public or not theirs to see. */
export async function findPublicTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  reporterId: string,
): Promise<ReportTarget | null> {
  const kind = targetKinds[type];
  const may = kind.reporterMay ? kind.reporterMay(reporterId) : sql`true`;
  const [row] = rowsOf<{ id: string; owner_id: string; title: string }>(
    await db.execute(sql`select t.id, t.${sql.raw(kind.owner)} as owner_id, ${kind.title} as title
      from ${kind.from} where ${kind.match(id)} and ${kind.isPublic} and ${may} limit 1`),
  );
  return row ? { id: row.id, ownerId: row.owner_id, title: row.title } : null;
}

/** How many reports `reporterId` filed since `since` (reports_reporter_created_idx). */
export async function countReportsSince(db: Executor, reporterId: string, since: Date): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(
      sql`select count(*) as n from reports where reporter_id = ${reporterId} and created_at > ${since.toISOString()}::timestamptz`,
    ),
  );
  return Number(row?.n ?? 0);
}

type NewReport = {
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  ownerId: string;
  reason: ReportReason;
  note: string;
};

/** A new open report; a second open one by the same person for the same item is not added (false). */
export async function insertReport(db: Executor, report: NewReport): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`insert into reports (reporter_id, target_type, target_id, owner_id, reason, note)
      values (${report.reporterId}, ${report.targetType}, ${report.targetId}, ${report.ownerId}, ${report.reason}, ${report.note})
      on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
      returning id`),
  );
  return rows.length > 0;
}

export type ReportGroup = {
  targetType: ReportTargetType;
  targetId: string;
  reportCount: number;
  reasons: { reason: ReportReason; count: number }[];
  latestNote: string;
  latestAt: string;
  resolutionNote: string | null;
  resolvedAt: string | null;
};

type GroupFilter = { status: ReportStatus; targetType?: ReportTargetType | undefined };

const groupWhere = ({ status, targetType }: GroupFilter) =>
  targetType ? sql`r.status = ${status} and r.target_type = ${targetType}` : sql`r.status = ${status}`;

/**
 * The queue, one entry per reported item: open items oldest first (the longest waiting on top),
 * resolved ones latest resolution first. reports_status_created_idx serves the filter.
 */
export async function findReportGroups(
  db: Executor,
  filter: GroupFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<ReportGroup[]> {
  const order = filter.status === "open" ? sql`first_at asc` : sql`resolved_at desc nulls last`;
  const rows = rowsOf<{
    target_type: ReportTargetType;
    target_id: string;
    report_count: number | string;
    reasons: { reason: ReportReason; count: number }[] | string;
    latest_note: string;
    latest_at: Date | string;
    resolution_note: string | null;
    resolved_at: Date | string | null;
  }>(
    await db.execute(sql`
      select g.*, (
        select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
        from (select r2.reason, count(*)::int as n from reports r2
              where r2.target_type = g.target_type and r2.target_id = g.target_id and r2.status = ${filter.status}
              group by r2.reason) x
      ) as reasons
      from (
        select r.target_type, r.target_id, count(*) as report_count, min(r.created_at) as first_at,
          max(r.created_at) as latest_at,
          (array_agg(r.note order by (r.note = ''), r.created_at desc))[1] as latest_note,
          (array_agg(r.resolution_note order by r.resolved_at desc nulls last))[1] as resolution_note,
          max(r.resolved_at) as resolved_at
        from reports r where ${groupWhere(filter)}
        group by r.target_type, r.target_id
      ) g
      order by ${order}, g.target_type, g.target_id
      limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => ({
    targetType: row.target_type,
    targetId: row.target_id,
    reportCount: Number(row.report_count),
    reasons: typeof row.reasons === "string" ? JSON.parse(row.reasons) : (row.reasons ?? []),
    latestNote: row.latest_note,
    latestAt: isoOf(row.latest_at)!,
    resolutionNote: row.resolution_note,
    resolvedAt: isoOf(row.resolved_at),
  }));
}

export async function countReportGroups(db: Executor, filter: GroupFilter): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from (
      select 1 from reports r where ${groupWhere(filter)} group by r.target_type, r.target_id) g`),
  );
  return Number(row?.n ?? 0);
}

export type ItemPreview = {
  id: string;
  title: string;
  /** What the owner's mail and activity log call it. */
  ownerTitle: string;
  ownerId: string;
  linkId: string | null;
  hiddenAt: string | null;
  hiddenCause: string | null;
  hiddenNote: string | null;
};

/** The items of one kind by id, as the queue previews them (one query per kind on a page). */
export async function findPreviews(db: Executor, type: ReportTargetType, ids: string[]): Promise<ItemPreview[]> {
  if (ids.length === 0) return [];
  const kind = targetKinds[type];
  const rows = rowsOf<{
    id: string;
    title: string;
    owner_title: string;
    owner_id: string;
    link_id: string | null;
    hidden_at: Date | string | null;
    hidden_cause: string | null;
    hidden_note: string | null;
  }>(
    await db.execute(sql`select t.id, ${kind.title} as title, ${kind.ownerTitle ?? kind.title} as owner_title,
      t.${sql.raw(kind.owner)} as owner_id, ${kind.linkId} as link_id, t.hidden_at, t.hidden_cause, t.hidden_note
      from ${kind.from} where t.id = any(${`{${ids.join(",")}}`}::uuid[])`),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ownerTitle: row.owner_title,
    ownerId: row.owner_id,
    linkId: row.link_id,
    hiddenAt: isoOf(row.hidden_at),
    hiddenCause: row.hidden_cause,
    hiddenNote: row.hidden_note,
  }));
}

export type Contact = { id: string; name: string; email: string };

export async function findContacts(db: Executor, ids: string[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  return rowsOf<Contact>(
    await db.execute(sql`select id, coalesce(nullif(display_name, ''), name) as name, email from users
      where id = any(${`{${ids.join(",")}}`}::uuid[])`),
  );
}

/**
 * The item by the id its page uses (a profile's id or its owner's user id), its row locked for
 * the moderator's change; null when it does not exist.
 */
export async function lockItem(tx: Executor, type: ReportTargetType, id: string): Promise<ItemPreview | null> {
  const kind = targetKinds[type];
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`select t.id from ${sql.identifier(kind.table)} t where ${kind.match(id)} limit 1 for update`),
  );
  if (!row) return null;
  const [item] = await findPreviews(tx, type, [row.id]);
  return item ?? null;
}

/**
 * Hides the item for a moderator's reason; public reads drop it at once (the caller's writer moves
 * the version). A hidden message's thread shows "This message was removed by a moderator." instead.
 */
export async function hideItem(tx: CatalogueTx, type: ReportTargetType, id: string, note: string): Promise<void> {
  await tx.execute(sql`update ${sql.identifier(targetKinds[type].table)}
    set hidden_at = now(), hidden_cause = 'moderation', hidden_note = ${note} where id = ${id}::uuid`);
}

/** Shows again an item a moderator hid (never one a suspension hid). */
export async function restoreItem(tx: CatalogueTx, type: ReportTargetType, id: string): Promise<void> {
  await tx.execute(sql`update ${sql.identifier(targetKinds[type].table)}
    set hidden_at = null, hidden_cause = null, hidden_note = null
    where id = ${id}::uuid and hidden_cause = 'moderation'`);
}

/** Moves the item's reports in status `from` to `to`, with who resolved them and why; answers how many. */
export async function resolveReports(
  tx: Executor,
  item: { type: ReportTargetType; id: string },
  { from, to, by, note }: { from: ReportStatus; to: ReportStatus; by: string; note: string | null },
): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`update reports set status = ${to}, resolved_by = ${by}, resolution_note = ${note},
        resolved_at = now()
      where target_type = ${item.type} and target_id = ${item.id}::uuid and status = ${from}
      returning id`),
  );
  return rows.length;
}
