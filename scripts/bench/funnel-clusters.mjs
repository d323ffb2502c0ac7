// Issue 17's scenarios: the vendor funnel and the map's clusters, one request at a time (the
// issue's p95 under 50 ms at 100,000 listings on PostgreSQL).
import pg from "pg";

const DAYS = 366;
const VENDOR_LISTINGS = 10;

/** A new account, signed up and in through the API as the site does; answers its bearer token. */
export async function signedInVendor(base, prefix = "funnel-bench") {
  const account = { email: `${prefix}-${Date.now()}@example.org`, password: "bench password 1" };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...account,
      name: "Funnel Bench",
      phone: "+1 2025550100",
      userType: "User",
      acceptTerms: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup for the funnel scenario failed: ${signup.status}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const body = await login.json();
  return { token: body.token, userId: body.user._id };
}

/**
 * The set-up: a vendor with 10 published listings (copies of demo rows) and a year of daily
 * numbers each, among 50,000 other listing days; then their funnels for 30 days and a year.
 * PostgreSQL only: the numbers are written straight to the database, which a PGlite server holds.
 */
export async function funnelScenarios(base, databaseUrl) {
  if (!databaseUrl) return [];
  const vendor = await signedInVendor(base);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into listings (vendor_id, category_id, subcategory_id, kind, status, name, description, price_cents,
                             currency, address, city, latitude, longitude, cover_image, published_at)
       select $1, category_id, subcategory_id, kind, 'published', name, description, price_cents, currency, address,
              city, latitude, longitude, cover_image, now()
       from listings where status = 'published' order by id limit $2 returning id`,
      [vendor.userId, VENDOR_LISTINGS],
    );
    const ids = rows.map((row) => row.id);
    await client.query(
      `insert into listing_daily_stats (listing_id, day, impressions, views, contact_clicks, messages, saves)
       select l.id, (now() at time zone 'utc')::date - d, 50 + (random() * 200)::int, (random() * 40)::int,
              (random() * 6)::int, (random() * 3)::int, (random() * 5)::int
       from unnest($1::uuid[]) as l(id), generate_series(0, $2 - 1) as d
       on conflict do nothing`,
      [`{${ids.join(",")}}`, DAYS],
    );
    await client.query(
      `insert into listing_daily_stats (listing_id, day, impressions, views)
       select l.id, (now() at time zone 'utc')::date - d, (random() * 100)::int, (random() * 20)::int
       from (select id from listings where status = 'published' order by id offset 100 limit 5000) as l,
            generate_series(0, 9) as d
       on conflict do nothing`,
    );
    await client.query("analyze listing_daily_stats");
    const headers = { authorization: `Bearer ${vendor.token}` };
    const yearAgo = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    return [
      [
        "GET /api/vendor/funnel (10 listings, 30 days), 1 connection",
        { url: `${base}/api/vendor/funnel`, headers, connections: 1 },
      ],
      [
        "GET /api/vendor/funnel (10 listings, 366 days), 1 connection",
        { url: `${base}/api/vendor/funnel?from=${yearAgo}`, headers, connections: 1 },
      ],
      [
        "GET /api/vendor/listings/{id}/funnel (30 days), 1 connection",
        { url: `${base}/api/vendor/listings/${ids[0]}/funnel`, headers, connections: 1 },
      ],
    ];
  } finally {
    await client.end();
  }
}

/** The search page's map (`match=search`): a word in 1 of 7 listings, and one in 7 of 100,000 (its typo tier on). */
const SEARCH_MAP_WORDS = ["shop", "suitcase"];

/**
 * The map of a subcategory and of everything, over the continent and over one city (New York);
 * the search page's map of a broad and of a rare word over both.
 * On PostgreSQL the listings are vacuumed first, as autovacuum leaves them some time after the
 * seed's bulk load: the clusters' index-only scan needs the visibility map (decision 036).
 */
export async function clusterScenarios(base, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("vacuum (analyze) listings");
    await client.end();
  }
  const listing = await (await fetch(`${base}/api/listings?limit=1`)).json();
  const subcategoryId = listing.result_value[0]?.subcategoryId;
  const wide = "bbox=-130,20,-60,55&zoom=4";
  const city = "bbox=-74.3,40.5,-73.7,40.9&zoom=11";
  const url = (query) => `${base}/api/listings/clusters?${query}`;
  const searchMaps = [
    ["continent", wide],
    ["New York", city],
  ].flatMap(([place, box]) =>
    SEARCH_MAP_WORDS.map((word) => [
      `GET /api/listings/clusters?match=search (${place}, q=${word}), 1 connection`,
      { url: url(`${box}&match=search&q=${word}`), connections: 1 },
    ]),
  );
  return [
    ["GET /api/listings/clusters (continent, all listings), 1 connection", { url: url(wide), connections: 1 }],
    ["GET /api/listings/clusters (New York, all listings), 1 connection", { url: url(city), connections: 1 }],
    [
      "GET /api/listings/clusters (continent, one subcategory), 1 connection",
      { url: url(`${wide}&subcategoryId=${subcategoryId}`), connections: 1 },
    ],
    [
      "GET /api/listings/clusters (New York, zoom 16 points), 1 connection",
      { url: url("bbox=-74.02,40.70,-73.98,40.73&zoom=16"), connections: 1 },
    ],
    [
      "GET /api/listings/clusters (continent, q=coffee), 1 connection",
      { url: url(`${wide}&q=coffee`), connections: 1 },
    ],
    ...searchMaps,
  ];
}
