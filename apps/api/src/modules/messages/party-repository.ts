import { sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "../../lib/executor.ts";

export type Subject = { applicationId: string } | { hireRequestId: string };

/** The two people of a subject: `first` is the applicant (or the hiring client), `second` the poster (or the freelancer). */
export type Parties = { first: string; second: string };

/**
 * The parties of an application (its applicant and the job's poster) or of a hiring request (its
 * client and freelancer); null when it does not exist. Read here, from the tables themselves, so
 * that messages depend on no other module.
 */
export async function findSubjectParties(db: Queryable, subject: Subject): Promise<Parties | null> {
  const query =
    "applicationId" in subject
      ? sql`select a.applicant_id as first, j.employer_id as second
              from job_applications a join jobs j on j.id = a.job_id
             where a.id = ${subject.applicationId}`
      : sql`select client_id as first, freelancer_id as second from hire_requests where id = ${subject.hireRequestId}`;
  const [row] = rowsOf<Parties>(await db.execute(query));
  return row ?? null;
}

/**
 * The subject's one conversation: created on the first call, found on the next ones (the partial
 * unique indexes make two calls at once create one). `created` says which.
 */
export async function openConversation(
  db: Queryable,
  subject: Subject,
  parties: Parties,
): Promise<{ id: string; created: boolean }> {
  // last_message_at starts at the opening, so that a new conversation sorts by its activity on
  // the users' indexes (conversations_first_user_idx, conversations_second_user_idx).
  const insert =
    "applicationId" in subject
      ? sql`insert into conversations (application_id, first_user_id, second_user_id, last_message_at)
            values (${subject.applicationId}, ${parties.first}, ${parties.second}, now())
            on conflict (application_id) where application_id is not null do nothing
            returning id`
      : sql`insert into conversations (hire_request_id, first_user_id, second_user_id, last_message_at)
            values (${subject.hireRequestId}, ${parties.first}, ${parties.second}, now())
            on conflict (hire_request_id) where hire_request_id is not null do nothing
            returning id`;
  const [inserted] = rowsOf<{ id: string }>(await db.execute(insert));
  if (inserted) return { id: inserted.id, created: true };
  const existing =
    "applicationId" in subject
      ? sql`select id from conversations where application_id = ${subject.applicationId}`
      : sql`select id from conversations where hire_request_id = ${subject.hireRequestId}`;
  const [found] = rowsOf<{ id: string }>(await db.execute(existing));
  if (!found) throw new Error("conversation vanished between its insert and its read");
  return { id: found.id, created: false };
}

export type Membership = { id: string; otherUserId: string };

/** The conversation if `userId` is one of its two parties; null otherwise, as if it did not exist. */
export async function findMembership(db: Queryable, id: string, userId: string): Promise<Membership | null> {
  const [row] = rowsOf<{ id: string; other_user_id: string }>(
    await db.execute(sql`
      select id, case when first_user_id = ${userId} then second_user_id else first_user_id end as other_user_id
        from conversations
       where id = ${id} and (first_user_id = ${userId} or second_user_id = ${userId})`),
  );
  return row ? { id: row.id, otherUserId: row.other_user_id } : null;
}

/** A listing's vendor and whether visitors may ask about it (published and not hidden); null when it does not exist. */
export async function findAskableListing(
  db: Queryable,
  listingId: string,
): Promise<{ vendorId: string; isAskable: boolean } | null> {
  const [row] = rowsOf<{ vendor_id: string; is_askable: boolean }>(
    await db.execute(sql`
      select vendor_id, (status = 'published' and hidden_at is null) as is_askable from listings
       where id = ${listingId}`),
  );
  return row ? { vendorId: row.vendor_id, isAskable: Boolean(row.is_askable) } : null;
}

/** The visitor's conversation about the listing, if they have one (conversations_listing_visitor_idx). */
export async function findListingConversation(
  db: Queryable,
  listingId: string,
  visitorId: string,
): Promise<string | null> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from conversations where listing_id = ${listingId} and first_user_id = ${visitorId}`),
  );
  return row?.id ?? null;
}

/**
 * The visitor's one conversation about a listing (first_user_id the visitor, second_user_id the
 * vendor): created on the first question, found on the next (the unique index makes two at once
 * create one). `created` says which.
 */
export async function openListingConversation(
  db: Queryable,
  { listingId, visitorId, vendorId }: { listingId: string; visitorId: string; vendorId: string },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into conversations (listing_id, first_user_id, second_user_id, last_message_at)
      values (${listingId}, ${visitorId}, ${vendorId}, now())
      on conflict (listing_id, first_user_id) where listing_id is not null do nothing
      returning id`),
  );
  if (inserted) return { id: inserted.id, created: true };
  const found = await findListingConversation(db, listingId, visitorId);
  if (!found) throw new Error("conversation vanished between its insert and its read");
  return { id: found, created: false };
}
