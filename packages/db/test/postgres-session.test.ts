import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/client.ts";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("PostgreSQL sessions", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it("turn synchronized scans off on every pooled connection, so capped reads find the same rows", async () => {
    handle = await openDatabase({ databaseUrl: databaseUrl!, poolSize: 3 });
    // Three at once: each runs on its own connection of the pool.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        handle!.db.execute<{ value: string }>(
          sql`select current_setting('synchronize_seqscans') as value, pg_sleep(0.05)`,
        ),
      ),
    );
    const rowsOf = (answer: unknown) => (answer as { rows: { value: string }[] }).rows;
    expect(answers.map((answer) => rowsOf(answer)[0]?.value)).toEqual(["off", "off", "off"]);
  });
});
