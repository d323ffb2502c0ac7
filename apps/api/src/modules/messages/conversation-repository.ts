import { sql, type SQL } from "drizzle-orm";
import type { Conversation } from "@mp/contracts/message";
import { rowsOf, type Queryable } from "../../lib/executor.ts";
import { isRemoved, isoOf, shownBody } from "./rows.ts";

/** The list shows the start of the last message only. */
const PREVIEW_LENGTH = 160;

type ConversationRow = {
  id: string;
  application_id: string | null;
  hire_request_id: string | null;
  listing_id: string | null;
  listing_name: string | null;
  listing_cover: string | null;
  blocked_by_me: boolean;
  created_at: Date | string;
  last_message_at: Date | string | null;
  other_id: string;
  other_name: string;
  job_id: string | null;
  job_title: string | null;
  last_body: string | null;
  last_removed: boolean | null;
  last_created_at: Date | string | null;
  last_sender_id: string | null;
  unread_count: number | string;
};

/**
 * `mine` (conversations rows, already ordered and cut to a page) with what the list shows: the
 * other party's name, the subject, the last message and the caller's unread count. One query:
 * the last message is one backward step on messages_conversation_created_idx, the count a range
 * of messages_unread_idx, per conversation of the page.
 */
function withDetails(userId: string, mine: SQL): SQL {
  return sql`
    select c.id, c.application_id, c.hire_request_id, c.listing_id, c.created_at, c.last_message_at,
           l.name as listing_name, l.cover_image as listing_cover,
           exists (select 1 from conversation_blocks b
                    where b.blocker_id = ${userId} and b.blocked_id = other.id) as blocked_by_me,
           other.id as other_id, coalesce(other.display_name, other.name) as other_name,
           coalesce(aj.id, hj.id) as job_id, coalesce(aj.title, hj.title) as job_title,
           last.body as last_body, last.removed as last_removed, last.created_at as last_created_at, last.sender_id as last_sender_id,
           unread.count as unread_count
      from (${mine}) c
      join users other
        on other.id = case when c.first_user_id = ${userId} then c.second_user_id else c.first_user_id end
      left join job_applications a on a.id = c.application_id
      left join jobs aj on aj.id = a.job_id
      left join hire_requests h on h.id = c.hire_request_id
      left join jobs hj on hj.id = h.job_id
      left join listings l on l.id = c.listing_id
      left join lateral (
        select left(${shownBody("m")}, ${PREVIEW_LENGTH}) as body, ${isRemoved("m")} as removed, m.created_at, m.sender_id
          from messages m
         where m.conversation_id = c.id
         order by m.created_at desc, m.id desc
         limit 1
      ) last on true
      cross join lateral (
        select count(*)::int as count from messages u
         where u.recipient_id = ${userId} and u.conversation_id = c.id and u.read_at is null
      ) unread
     order by c.last_message_at desc nulls last, c.id`;
}

/**
 * The caller's conversations, newest activity first. Each side of the pair has its own index, so
 * the page is the merge of two index scans cut at offset + limit rows each.
 */
export async function findConversations(
  db: Queryable,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<Conversation[]> {
  const reach = offset + limit;
  const mine = sql`
    select * from (
      (select * from conversations where first_user_id = ${userId}
        order by last_message_at desc nulls last limit ${reach})
      union all
      (select * from conversations where second_user_id = ${userId}
        order by last_message_at desc nulls last limit ${reach})
    ) both_sides
    order by last_message_at desc nulls last, id
    limit ${limit} offset ${offset}`;
  const rows = rowsOf<ConversationRow>(await db.execute(withDetails(userId, mine)));
  return rows.map((row) => toConversation(row, userId));
}

/** One conversation as the list shows it, for one of its parties (the caller checked membership). */
export async function findConversation(db: Queryable, id: string, userId: string): Promise<Conversation | null> {
  const [row] = rowsOf<ConversationRow>(
    await db.execute(withDetails(userId, sql`select * from conversations where id = ${id}`)),
  );
  return row ? toConversation(row, userId) : null;
}

/** The caller's unread messages in all their conversations: an index-only range of messages_unread_idx. */
export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(
      sql`select count(*)::int as count from messages where recipient_id = ${userId} and read_at is null`,
    ),
  );
  return Number(row?.count ?? 0);
}

function toConversation(row: ConversationRow, userId: string): Conversation {
  const kind = row.listing_id !== null ? "listing" : row.hire_request_id !== null ? "hire" : "application";
  const title =
    kind === "listing"
      ? (row.listing_name ?? "Listing")
      : kind === "hire"
        ? `Hire: ${row.job_title ?? "direct request"}`
        : (row.job_title ?? "Application");
  return {
    _id: row.id,
    otherParty: { _id: row.other_id, name: row.other_name },
    subject: {
      kind,
      title,
      applicationId: row.application_id,
      hireRequestId: row.hire_request_id,
      jobId: row.job_id,
      listingId: row.listing_id,
      imageUrl: kind === "listing" ? row.listing_cover : null,
    },
    lastMessage:
      row.last_body !== null && row.last_created_at !== null
        ? {
            body: row.last_body,
            removed: Boolean(row.last_removed),
            createdAt: isoOf(row.last_created_at),
            isMine: row.last_sender_id === userId,
          }
        : null,
    unreadCount: Number(row.unread_count),
    lastActivityAt: isoOf(row.last_message_at ?? row.created_at),
    createdAt: isoOf(row.created_at),
    blockedByMe: Boolean(row.blocked_by_me),
  };
}
