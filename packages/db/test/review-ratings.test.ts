import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/client.ts";
import { migrate } from "../src/migrate.ts";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

const vendor = "00000000-0000-4000-8000-0000000000a1";
const readers = ["00000000-0000-4000-8000-0000000000b1", "00000000-0000-4000-8000-0000000000b2"];
const listing = "00000000-0000-4000-8000-0000000000d1";

describe("a listing's rating (migration 0014's trigger)", () => {
  let handle: DatabaseHandle;
  const rating = async () => {
    const { rows } = (await handle.db.execute(
      `select rating_count, rating_sum, rating_average from listings where id = '${listing}'`,
    )) as unknown as { rows: { rating_count: number; rating_sum: number; rating_average: string | null }[] };
    return rows[0]!;
  };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
    await migrate(handle, migrationsFolder);
    await handle.exec(`
      insert into users (id, name, email) values
        ('${vendor}', 'Vera', 'vera@example.com'),
        ('${readers[0]}', 'Rita', 'rita@example.com'),
        ('${readers[1]}', 'Rob', 'rob@example.com');
      insert into categories (id, name, slug, icon) values ('00000000-0000-4000-8000-0000000000c1', 'Care', 'care', '/i.svg');
      insert into subcategories (id, category_id, name, slug, image)
        values ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000c1', 'Nails', 'nails', '/n.svg');
      insert into listings (id, vendor_id, category_id, subcategory_id, kind, status, name, description, address, city)
        values ('${listing}', '${vendor}', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2',
          'business', 'published', 'Polish', 'Nails', '1 Main St', 'Springfield');
    `);
  });
  afterAll(() => handle.close());

  it("follows every insert, change, hide and delete of the listing's reviews", async () => {
    expect(await rating()).toEqual({ rating_count: 0, rating_sum: 0, rating_average: null });
    await handle.exec(`insert into listing_reviews (listing_id, author_id, rating, comment) values
      ('${listing}', '${readers[0]}', 5, 'Great'), ('${listing}', '${readers[1]}', 2, 'Slow')`);
    expect(await rating()).toMatchObject({ rating_count: 2, rating_sum: 7 });
    expect(Number((await rating()).rating_average)).toBe(3.5);

    await handle.exec(`update listing_reviews set rating = 4 where author_id = '${readers[1]}'`);
    expect(await rating()).toMatchObject({ rating_count: 2, rating_sum: 9 });

    await handle.exec(
      `update listing_reviews set hidden_at = now(), hidden_cause = 'moderation' where author_id = '${readers[0]}'`,
    );
    expect(await rating()).toMatchObject({ rating_count: 1, rating_sum: 4 });

    await handle.exec(`delete from listing_reviews where author_id = '${readers[1]}'`);
    expect(await rating()).toEqual({ rating_count: 0, rating_sum: 0, rating_average: null });
  });

  it("takes one review per person and listing, rated 1 to 5", async () => {
    await handle.exec(
      `insert into listing_reviews (listing_id, author_id, rating, comment) values ('${listing}', '${readers[1]}', 3, 'Fine')`,
    );
    await expect(
      handle.exec(
        `insert into listing_reviews (listing_id, author_id, rating, comment) values ('${listing}', '${readers[1]}', 4, 'Again')`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.exec(
        `insert into listing_reviews (listing_id, author_id, rating, comment) values ('${listing}', '${vendor}', 6, 'Six')`,
      ),
    ).rejects.toThrow();
  });
});
