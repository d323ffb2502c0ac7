import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../lib/executor.ts";

/**
 * The admin panel's inactivity rule, in one statement on the database's clock: a session whose
 * last admin request (`sessions.admin_seen_at`) is older than `idleMinutes` is ended (its row
 * deleted: the token is dead on the site too) and answered "idle"; otherwise the request counts
 * as activity, written at most once a minute per session. A session's first admin request
 * starts the clock.
 */
export async function touchAdminSession(
  db: Executor,
  sessionId: string,
  idleMinutes: number,
): Promise<"active" | "idle"> {
  const [row] = rowsOf<{ idle: boolean }>(
    await db.execute(sql`
      with current_session as (
        select admin_seen_at is not null and admin_seen_at < now() - make_interval(mins => ${idleMinutes}::int) as idle
        from sessions where id = ${sessionId}::uuid
      ),
      ended as (
        delete from sessions where id = ${sessionId}::uuid and (select idle from current_session)
        returning id
      ),
      touched as (
        update sessions set admin_seen_at = now()
        where id = ${sessionId}::uuid and not (select idle from current_session)
          and (admin_seen_at is null or admin_seen_at < now() - interval '1 minute')
        returning id
      )
      select coalesce((select idle from current_session), false) as idle,
        (select count(*) from ended) + (select count(*) from touched) as changed`),
  );
  return row?.idle === true || String(row?.idle) === "t" ? "idle" : "active";
}
