import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "../../lib/executor.ts";
import { shownBody } from "./rows.ts";

/** A new message waiting for its recipient's mail, with what the mail says of it. */
export type DueMessage = {
  id: string;
  conversationId: string;
  recipientId: string;
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  subjectTitle: string;
  body: string;
  createdAt: Date;
};

type DueRow = {
  id: string;
  conversation_id: string;
  recipient_id: string;
  recipient_email: string;
  recipient_name: string;
  sender_name: string;
  listing_name: string | null;
  job_title: string | null;
  is_hire: boolean;
  body: string;
  created_at: Date | string;
};

/**
 * The unread, unmailed messages older than `cutoff` of up to `recipients` people (the oldest
 * waiting first, on messages_unnotified_idx), every such message of each: one mail per person
 * covers all of theirs. Rows are locked `FOR UPDATE SKIP LOCKED`: a message another process is
 * mailing, or its recipient is reading, is left for the next run.
 */
export async function pickDueMessages(tx: Queryable, cutoff: Date, recipients: number): Promise<DueMessage[]> {
  const before = cutoff.toISOString();
  const rows = rowsOf<DueRow>(
    await tx.execute(sql`
      with due as (
        select m.id from messages m
         where m.notified_at is null and m.read_at is null and m.created_at <= ${before}::timestamptz
           and m.recipient_id in (
             select w.recipient_id from (
               select recipient_id, created_at from messages
                where notified_at is null and read_at is null and created_at <= ${before}::timestamptz
                order by created_at limit ${recipients * 20}
             ) w group by w.recipient_id order by min(w.created_at) limit ${recipients})
         for update of m skip locked
      )
      select m.id, m.conversation_id, m.recipient_id, r.email as recipient_email,
             coalesce(r.display_name, r.name) as recipient_name, coalesce(s.display_name, s.name) as sender_name,
             l.name as listing_name, j.title as job_title, (c.hire_request_id is not null) as is_hire,
             ${shownBody("m")} as body, m.created_at
        from due join messages m on m.id = due.id
        join conversations c on c.id = m.conversation_id
        join users r on r.id = m.recipient_id
        join users s on s.id = m.sender_id
        left join listings l on l.id = c.listing_id
        left join job_applications a on a.id = c.application_id
        left join hire_requests h on h.id = c.hire_request_id
        left join jobs j on j.id = coalesce(a.job_id, h.job_id)
       order by m.recipient_id, m.created_at, m.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    recipientId: row.recipient_id,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    senderName: row.sender_name,
    subjectTitle:
      row.listing_name ??
      (row.is_hire ? `Hire: ${row.job_title ?? "direct request"}` : (row.job_title ?? "Application")),
    body: row.body,
    createdAt: new Date(row.created_at),
  }));
}

/** Marks the messages mailed (or mailed about); `when` null gives the claim back after a failed mail. */
export async function setNotified(db: Queryable, ids: string[], when: Date | null): Promise<void> {
  if (ids.length === 0) return;
  const list = `{${ids.join(",")}}`;
  await db.execute(
    when
      ? sql`update messages set notified_at = ${when.toISOString()}::timestamptz where id = any(${list}::uuid[])`
      : sql`update messages set notified_at = null where id = any(${list}::uuid[]) and read_at is null`,
  );
}
