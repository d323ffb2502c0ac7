import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/client.ts";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("PostgreSQL sessions", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it("turn synchronized scans off on every pooled connection, so capped reads find the same rows", async () => {
    handle = await openDatabase({ databaseUrl: databaseUrl!, poolSize: 3 });
    const { sql } = await import("drizzle-orm");
    // Three at once: each runs on its own connection of the pool.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        handle!.db.execute(sql`select current_setting('synchronize_seqscans') as value, pg_sleep(0.05)`),
      ),
    );
    expect(answers.map((answer) => (answer.rows[0] as { value: string }).value)).toEqual(["off", "off", "off"]);
  });
});
