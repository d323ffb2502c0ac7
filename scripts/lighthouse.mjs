// `node scripts/lighthouse.mjs` (or `npm run bench -- --scenarios lighthouse`): starts the built
// server on a seeded data dir, runs Lighthouse (mobile and desktop presets) against the seven public
// pages of issue 14 — home, categories, a search, a subcategory's products, a listing's detail page,
// find a job and hire freelancers — in Debian's Chromium, and prints the category scores with LCP,
// TBT, CLS, the bytes transferred and the JavaScript among them, then every accessibility audit
// that failed, after the gzipped size of the home page's first view. Each page is requested five times
// before its audits, as a running server would have served it before.
// Options: --port N (default 3340; the admin panel takes N+1), --data-dir DIR (default
// .tmp/lighthouse-data, PGlite, seeded on first start), --database-url URL (PostgreSQL instead),
// --no-build (use the built server as it is), --keep-reports DIR (writes each report's JSON),
// --pages a,b (only these pages, by path: --pages /,/search,/productdetail),
// --presets mobile (only these presets), --server FILE (another build of the server, to compare two).
// Chromium: CHROME_PATH (default /usr/bin/chromium).
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { printBundleSize } from "./bench/bundle-size.mjs";
import { buildIfStale, root } from "./build-if-stale.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3340" },
    "data-dir": { type: "string", default: path.join(root, ".tmp/lighthouse-data") },
    "database-url": { type: "string", default: "" },
    "no-build": { type: "boolean", default: false },
    "keep-reports": { type: "string" },
    pages: { type: "string", default: "" },
    presets: { type: "string", default: "mobile,desktop" },
    server: { type: "string", default: path.join(root, "apps/api/dist/server.js") },
  },
});
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const presets = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
].filter((preset) => args.presets.split(",").includes(preset.name));

if (!args["no-build"]) buildIfStale();
printBundleSize();
const server = await startServer();
let chrome;
try {
  const listing = await someListing();
  const wanted = args.pages.split(",").filter(Boolean);
  const pages = [
    ["/", "/"],
    ["/categories", "/categories"],
    ["/search?q=coffee", "/search?q=coffee"],
    ["/products?subcategoryId={id}", `/products?${new URLSearchParams({ subcategoryId: listing.subcategoryId })}`],
    ["/productdetail/{id}", `/productdetail/${listing.id}`],
    ["/findjob", "/findjob"],
    ["/hirefreelancers", "/hirefreelancers"],
  ].filter(
    ([label]) =>
      wanted.length === 0 ||
      wanted.some((part) => label === part || label.startsWith(`${part}?`) || label.startsWith(`${part}/`)),
  );
  const failedAccessibility = [];
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
  const { version } = createRequire(import.meta.url)("lighthouse/package.json");
  console.log(`### Lighthouse ${version}: ${base}\n`);
  console.log(
    "| page | preset | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | transfer KiB | JS KiB |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const [label, pagePath] of pages) {
    // A running server has rendered the page before: the first render of each page after the start
    // (modules compiled, first queries) took 180 ms against 10-20 ms after, and that is not what a
    // visitor meets. Lighthouse still loads the page with an empty browser cache.
    for (let i = 0; i < 5; i++) await (await fetch(`${base}${pagePath}`)).arrayBuffer();
    for (const preset of presets) {
      const lhr = await audit(`${base}${pagePath}`, chrome.port, preset.config);
      if (args["keep-reports"]) {
        mkdirSync(args["keep-reports"], { recursive: true });
        const name = `${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${preset.name}.json`;
        writeFileSync(path.join(args["keep-reports"], name), JSON.stringify(lhr));
      }
      const score = (id) => (lhr.categories[id]?.score == null ? "–" : Math.round(lhr.categories[id].score * 100));
      const metric = (id, digits) => lhr.audits[id]?.numericValue?.toFixed(digits) ?? "–";
      const failure = lhr.runtimeError ? ` (${lhr.runtimeError.code})` : "";
      console.log(
        `| ${label}${failure} | ${preset.name} | ${categories.map(score).join(" | ")} | ` +
          `${metric("largest-contentful-paint", 0)} | ${metric("total-blocking-time", 0)} | ${metric("cumulative-layout-shift", 3)} | ` +
          `${((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024).toFixed(0)} | ${(scriptBytes(lhr) / 1024).toFixed(0)} |`,
      );
      for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) {
          const where = (audit.details?.items ?? [])
            .map((item) => item.node?.selector ?? item.node?.snippet)
            .filter(Boolean);
          failedAccessibility.push(
            `- ${label} (${preset.name}): ${audit.id} — ${audit.title}${where.length ? `: ${where.slice(0, 5).join(", ")}` : ""}`,
          );
        }
      }
    }
  }
  console.log(
    "\nMobile: Lighthouse's default simulated slow 4G and 4× CPU slowdown; desktop: its desktop preset. Server and Chromium share the machine.\n",
  );
  console.log(
    failedAccessibility.length
      ? `Failed accessibility audits:\n${[...new Set(failedAccessibility)].join("\n")}\n`
      : "Every accessibility audit passed.\n",
  );
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** One Lighthouse run; a run that fails to start (NO_NAVSTART on a cold browser, seen once) is tried again. */
async function audit(url, chromePort, config) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chromePort, output: "json", logLevel: "error", onlyCategories: categories },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
  }
}

async function startServer() {
  const child = spawn(process.execPath, [path.resolve(args.server)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(port + 1),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: args["data-dir"],
      DATABASE_URL: args["database-url"],
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A fresh data dir is migrated and seeded first (≈ 20 s).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the server did not answer within 3 minutes");
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The JavaScript among the bytes transferred (Lighthouse's resource summary). */
function scriptBytes(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}

/** The newest listing: its id, and its subcategory for the products page. */
async function someListing() {
  const newest = await (await fetch(`${base}/api/listings?sort=newest&limit=1`)).json();
  const [{ _id: id, subcategoryId }] = newest.result_value;
  return { id, subcategoryId };
}
