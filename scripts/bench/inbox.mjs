// Issue 17's inbox scenario: the conversation list of a user with hundreds of conversations among
// about 100,000, one request at a time (the p95 under 50 ms on PostgreSQL).
import pg from "pg";
import { signedInVendor } from "./funnel-clusters.mjs";

const BACKGROUND = 100_000;
const VISITORS = 20_000;
const MINE = 400;

/**
 * The set-up, PostgreSQL only (written straight to the database): once per database, 20,000
 * visitors with five listing conversations each and three messages in each (the last one unread);
 * then a new account asking about 400 published listings, each conversation with three messages,
 * the vendor's answer last and unread. Then its inbox's first page and a later one.
 */
export async function inboxScenarios(base, databaseUrl) {
  if (!databaseUrl) return [];
  const me = await signedInVendor(base, "inbox-bench");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as count from conversations where listing_id is not null",
    );
    if (rows[0].count < BACKGROUND) {
      await client.query(
        `insert into users (name, email, password_hash)
         select 'Inbox visitor ' || n, 'inbox-visitor-' || n || '@example.org', null
         from generate_series(1, $1) as n
         on conflict do nothing`,
        [VISITORS],
      );
      await client.query(
        `with visitors as (select id, row_number() over (order by id) as n from users where email like 'inbox-visitor-%'),
              shelf as (select id, vendor_id, row_number() over (order by id) as n from listings
                        where status = 'published' order by id limit 5000)
         insert into conversations (listing_id, first_user_id, second_user_id, last_message_at)
         select s.id, v.id, s.vendor_id, now() - (random() * interval '90 days')
         from visitors v cross join generate_series(0, $1 - 1) as k
         join shelf s on s.n = 1 + (v.n * 7 + k * 997) % 5000
         where s.vendor_id <> v.id
         on conflict do nothing`,
        [BACKGROUND / VISITORS],
      );
      await addMessages(
        client,
        "select id from conversations where listing_id is not null and not exists (select 1 from messages m where m.conversation_id = conversations.id)",
      );
    }
    await client.query(
      `insert into conversations (listing_id, first_user_id, second_user_id, last_message_at)
       select id, $1::uuid, vendor_id, now() - (random() * interval '90 days')
       from listings where status = 'published' and vendor_id <> $1::uuid order by id offset 7000 limit $2`,
      [me.userId, MINE],
    );
    await addMessages(client, `select id from conversations where first_user_id = '${me.userId}'`, true);
    await client.query("vacuum (analyze) conversations");
    await client.query("vacuum (analyze) messages");
    const headers = { authorization: `Bearer ${me.token}` };
    return [
      [
        `GET /api/conversations (first page of ${MINE}), 1 connection`,
        { url: `${base}/api/conversations`, headers, connections: 1 },
      ],
      [
        `GET /api/conversations?page=10 (of ${MINE}), 1 connection`,
        { url: `${base}/api/conversations?page=10`, headers, connections: 1 },
      ],
      [
        "GET /api/conversations/unread-count, 1 connection",
        { url: `${base}/api/conversations/unread-count`, headers, connections: 1 },
      ],
    ];
  } finally {
    await client.end();
  }
}

/**
 * Three messages in each conversation `which` selects, an hour apart, the last at `last_message_at`
 * and unread: the visitor's, the vendor's, then the visitor's again (or the vendor's, `vendorLast`).
 */
async function addMessages(client, which, vendorLast = false) {
  await client.query(
    `insert into messages (conversation_id, sender_id, recipient_id, body, created_at, read_at, notified_at)
     select c.id,
            case when k = 1 or (k = 2 and $1) then c.second_user_id else c.first_user_id end,
            case when k = 1 or (k = 2 and $1) then c.first_user_id else c.second_user_id end,
            'Is this still available? (' || k || ')',
            c.last_message_at - (2 - k) * interval '1 hour',
            case when k < 2 then c.last_message_at end, c.last_message_at
     from conversations c cross join generate_series(0, 2) as k
     where c.id in (${which})`,
    [vendorLast],
  );
}
