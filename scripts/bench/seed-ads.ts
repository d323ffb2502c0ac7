/**
 * The `ads` scenario's data: `npx tsx scripts/bench/seed-ads.ts --banners N --features N`.
 *
 * Opens the database as the seed does (DATABASE_URL, else PGlite in DATA_DIR) and makes sure it
 * holds N banner ads and N feature ads running now, marked as the bench's own by their title or
 * their vendor, so that a rerun replaces them instead of adding more. Their periods are whole
 * days, as vendors choose them: started up to 30 days ago, ending in 1 to 61 days.
 * Banners: 60% home, 20% search results, 20% spread over the categories. Feature ads: one each on
 * N published listings picked at random. Images are rows only: the bench reads ads, it never
 * fetches their pictures.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../../packages/db/src/client.ts";

const { values } = parseArgs({
  options: { banners: { type: "string", default: "10000" }, features: { type: "string", default: "10000" } },
});
const banners = Number(values.banners);
const features = Number(values.features);
if (!Number.isSafeInteger(banners) || !Number.isSafeInteger(features) || banners < 0 || features < 0) {
  console.error("--banners and --features must be whole numbers");
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR || "./data" });
const started = performance.now();
try {
  // The bench's vendor: the owner of the first published listing (any real user will do).
  await handle.exec(`
    delete from feature_ads where vendor_id = (select vendor_id from listings where status = 'published' order by id limit 1);
    delete from banner_ads where title like 'Bench banner %';
    delete from stored_images where key_prefix like 'bench/%';

    insert into stored_images (owner_id, key_prefix, widths, width, height)
    select vendor_id, 'bench/banner', array[480, 960, 1440], 1440, 360
    from listings where status = 'published' order by id limit 1;

    insert into banner_ads (vendor_id, title, image_id, link_url, placement, category_id, starts_at, ends_at)
    select img.owner_id,
           'Bench banner ' || n,
           img.id,
           'https://example.org/ad/' || n,
           case when n % 10 < 6 then 'home' when n % 10 < 8 then 'search' else 'category' end,
           case when n % 10 >= 8 then cats.ids[1 + (n % array_length(cats.ids, 1))] end,
           date_trunc('day', now()) - make_interval(days => n % 31),
           date_trunc('day', now()) + make_interval(days => 1 + (n * 7) % 61)
    from generate_series(1, ${banners}) as n,
         (select id, owner_id from stored_images where key_prefix = 'bench/banner') as img,
         (select array_agg(id order by id) as ids from categories) as cats;

    insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
    select (select vendor_id from listings where status = 'published' order by id limit 1),
           l.id,
           date_trunc('day', now()) - make_interval(days => (l.n % 31)::int),
           date_trunc('day', now()) + make_interval(days => (1 + (l.n * 7) % 61)::int)
    from (select id, row_number() over () as n
          from (select id from listings where status = 'published' order by random() limit ${features}) as r) as l;

    analyze banner_ads;
    analyze feature_ads;
    analyze stored_images;
  `);
  console.log(
    `[seed-ads] ${banners} banner ads and ${features} feature ads running now; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
