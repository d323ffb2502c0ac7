// The browse and search scenarios of `npm run bench`: each is [label, autocannon request options].
// Ids come from the running server's own answers, so the same code serves PGlite and PostgreSQL.

/** Up to `pages` × 100 of the newest listings, read through the API the way the home page does. */
async function sampleListings(base, pages = 5) {
  const found = [];
  for (let page = 1; page <= pages; page++) {
    const res = await fetch(`${base}/api/listings?sort=newest&limit=100&page=${page}`);
    if (!res.ok) break;
    const body = await res.json();
    found.push(...body.result_value);
    if (!body.meta.hasMore) break;
  }
  if (found.length > 0) return found;
  // Before the whole-marketplace list exists: the first category's listings.
  const categories = await (await fetch(`${base}/api/category`)).json();
  const res = await fetch(`${base}/api/searchbycategory/${categories.result_value[0]._id}?limit=100`);
  return res.ok ? (await res.json()).result_value : [];
}

/** The subcategory that most of the sampled listings belong to: one with many listings. */
function busiestSubcategory(listings) {
  const counts = new Map();
  for (const { subcategoryId } of listings) counts.set(subcategoryId, (counts.get(subcategoryId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

export async function browseScenarios(base) {
  const listings = await sampleListings(base);
  if (listings.length === 0) throw new Error("the browse scenarios found no listings to read");
  const subcategoryId = busiestSubcategory(listings);
  const ids = listings.map((listing) => listing._id);
  let next = 0;
  return [
    [
      "GET /api/listings?subcategoryId={busiest}&page=1&limit=16",
      { url: `${base}/api/listings?subcategoryId=${subcategoryId}&page=1&limit=16` },
    ],
    [
      `GET /api/listings/{id} (${ids.length} ids in turn)`,
      {
        url: base,
        // Each request reads the next listing of the sample, so the database cannot serve one hot row.
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({ ...request, path: `/api/listings/${ids[next++ % ids.length]}` }),
          },
        ],
      },
    ],
    ["GET /api/listings?sort=newest&limit=8", { url: `${base}/api/listings?sort=newest&limit=8` }],
    ["GET /api/jobs?page=1", { url: `${base}/api/jobs?page=1` }],
    ["GET /api/freelancers?sort=rating", { url: `${base}/api/freelancers?sort=rating` }],
  ];
}

/**
 * What the home page asks for its ads (scripts/bench/seed-ads.ts puts 10,000 running banner ads
 * and 10,000 feature ads in first): the home banner, the featured block, a category's banner.
 */
export async function adsScenarios(base) {
  const categories = await (await fetch(`${base}/api/category`)).json();
  const categoryId = categories.result_value[0]._id;
  return [
    ["GET /api/banner-ads?placement=home", { url: `${base}/api/banner-ads?placement=home` }],
    ["GET /api/featured-listings?limit=8", { url: `${base}/api/featured-listings?limit=8` }],
    [
      "GET /api/banner-ads?placement=category&categoryId={first}",
      { url: `${base}/api/banner-ads?placement=category&categoryId=${categoryId}` },
    ],
  ];
}

export function searchScenarios(base) {
  return [
    ["GET /api/search?q=shop (common word)", { url: `${base}/api/search?q=shop` }],
    // The broadest word one request at a time (issue 14: p95 ≤ 30 ms at 100,000 listings).
    ["GET /api/search?q=shop (common word), 1 connection", { url: `${base}/api/search?q=shop`, connections: 1 }],
    ["GET /api/search?q=coffee", { url: `${base}/api/search?q=coffee` }],
    ["GET /api/search?q=cofee (typo)", { url: `${base}/api/search?q=cofee` }],
    ["GET /api/search/suggest?q=cof", { url: `${base}/api/search/suggest?q=cof` }],
  ];
}

/**
 * The status a scenario's first request gets: 404 means the endpoint is not built yet, and the
 * scenario is skipped rather than failing the run; any other error status stops the run.
 */
export async function probe([label, request]) {
  const url = request.requests ? `${request.url}${request.requests[0].setupRequest({}).path}` : request.url;
  const res = await fetch(url, { method: request.method ?? "GET", headers: request.headers, body: request.body });
  await res.arrayBuffer();
  if (res.status === 404) return "skip";
  if (!res.ok) throw new Error(`${label}: the server answered ${res.status} before the load started`);
  return "run";
}
