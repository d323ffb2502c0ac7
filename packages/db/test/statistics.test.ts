import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/client.ts";
import { seedIfEmpty } from "../src/seed/seed.ts";
import { needsAnalyze, refreshStaleStatistics } from "../src/statistics.ts";
import { openEmptyDatabase } from "./helpers/empty-database.ts";

describe("needsAnalyze", () => {
  it("asks for statistics never gathered, or a row count moved by more than 10 % plus 50", () => {
    expect(needsAnalyze(-1, 0)).toBe(true);
    expect(needsAnalyze(1000, 1000)).toBe(false);
    expect(needsAnalyze(1000, 1150)).toBe(false);
    expect(needsAnalyze(1000, 1151)).toBe(true);
    expect(needsAnalyze(1000, 849)).toBe(true);
    expect(needsAnalyze(0, 50)).toBe(false);
    expect(needsAnalyze(0, 51)).toBe(true);
  });
});

describe("refreshStaleStatistics", () => {
  let handle: DatabaseHandle;
  const estimateOf = async (table: string) => {
    const result = await handle.db.execute(
      sql`select reltuples::float8 as rows from pg_class where relname = ${table}`,
    );
    return Number((result as unknown as { rows: { rows: number }[] }).rows[0]?.rows);
  };
  beforeAll(async () => {
    handle = await openEmptyDatabase();
    await seedIfEmpty(handle, { listings: 200, jobs: 20, freelancers: 20 });
  });
  afterAll(() => handle.close());

  it("leaves a freshly analyzed database alone, and analyzes the table whose rows moved", async () => {
    expect(await refreshStaleStatistics(handle)).toEqual([]);
    const before = await estimateOf("listings");
    await handle.db.execute(sql`create table bulk_rows as select g as id from generate_series(1, 500) g`);
    expect(await refreshStaleStatistics(handle)).toEqual(["bulk_rows"]);
    expect(await estimateOf("bulk_rows")).toBe(500);
    await handle.db.execute(sql`insert into bulk_rows select g from generate_series(501, 700) g`);
    expect(await refreshStaleStatistics(handle)).toEqual(["bulk_rows"]);
    expect(await estimateOf("bulk_rows")).toBe(700);
    expect(await estimateOf("listings")).toBe(before);
    expect(await refreshStaleStatistics(handle)).toEqual([]);
  });
});
