import type { LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app.ts";

/** The tables behind the cached reads (search, placements' ads, featured draws). */
const CATALOGUE_TABLES = [
  "listings",
  "listing_images",
  "listing_fields",
  "categories",
  "subcategories",
  "banner_ads",
  "feature_ads",
  "vendor_profiles",
];

/**
 * Counts each row written in a catalogue table, in the writer's transaction (gone if it rolls
 * back), and answers an `observe` that runs one request and tells whether it wrote catalogue rows
 * and whether the catalogue version moved.
 */
export async function watchCatalogueWrites(t: TestApp) {
  await t.database.exec(`
    create table test_catalogue_writes (n bigint not null);
    insert into test_catalogue_writes values (0);
    create function test_count_catalogue_write() returns trigger language plpgsql as $$
      begin update test_catalogue_writes set n = n + 1; return null; end $$;
    ${CATALOGUE_TABLES.map(
      (table) => `create trigger test_catalogue_write after insert or update or delete on ${table}
        for each row execute function test_count_catalogue_write();`,
    ).join("\n")}`);

  const catalogueWrites = async () =>
    Number(
      ((await t.database.db.execute(sql`select n from test_catalogue_writes`)) as unknown as { rows: { n: string }[] })
        .rows[0]!.n,
    );

  return async function observe(request: () => Promise<LightMyRequestResponse>) {
    const writesBefore = await catalogueWrites();
    const versionBefore = await t.app.catalogueVersion.current();
    const res = await request();
    return {
      status: res.statusCode,
      body: res.body,
      wrote: (await catalogueWrites()) > writesBefore,
      moved: (await t.app.catalogueVersion.current()) !== versionBefore,
    };
  };
}
