// The JS and CSS the home page's first view loads, raw and gzipped: what index.html names (its
// module script, modulepreload links and stylesheets) plus the home route's lazy chunk and the
// files Vite preloads with it. Run on its own (`node scripts/bench/bundle-size.mjs`) or through
// `npm run bench -- --scenarios bundle`; it reads apps/web/dist, so build the web app first.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");

/** The files index.html loads itself, in document order: the ones its loader names (decision 042) too. */
export function entryFiles(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith("<script") && /\btype="module"/.test(tag);
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url && (isScript || rel === "modulepreload" || rel === "stylesheet")) files.push(url.replace(/^\//, ""));
    const loaded = /\bdata-modules="([^"]*)"/.exec(tag)?.[1];
    if (loaded)
      files.push(
        ...loaded
          .split(" ")
          .filter(Boolean)
          .map((file) => file.replace(/^\//, "")),
      );
  }
  return files;
}

/**
 * The lazy chunk of a route module (e.g. "home") and what Vite preloads with it: the entry
 * imports it as `import("./home-HASH.js")` followed by `__vite__mapDeps([i, …])`, whose indices
 * point into the `m.f=[…]` list at the top of the entry.
 */
export function lazyRouteFiles(entrySource, routeModule) {
  const depsList = /m\.f=(\[[^\]]*\])/.exec(entrySource)?.[1];
  if (!depsList) return [];
  const deps = JSON.parse(depsList);
  const chunk = new RegExp(`import\\(\`\\./(${routeModule}-[\\w-]+\\.js)\`\\)`).exec(entrySource);
  if (!chunk) return [];
  const after = entrySource.slice(chunk.index);
  const indices = /__vite__mapDeps\(\[([\d,]+)\]\)/.exec(after)?.[1];
  const files = indices ? indices.split(",").map((i) => deps[Number(i)]) : [];
  return [...new Set([`assets/${chunk[1]}`, ...files].filter(Boolean))];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

function measure(files) {
  const sizes = { js: { raw: 0, gzip: 0, count: 0 }, css: { raw: 0, gzip: 0, count: 0 } };
  for (const file of files) {
    const type = file.endsWith(".css") ? "css" : file.endsWith(".js") ? "js" : null;
    if (!type) continue;
    const content = readFileSync(path.join(dist, file));
    sizes[type].raw += content.length;
    sizes[type].gzip += gzipSync(content, { level: 9 }).length;
    sizes[type].count++;
  }
  return sizes;
}

/** Prints a Markdown table; returns the sizes (bytes) of the whole first view. */
export function printBundleSize() {
  const indexFile = path.join(dist, "index.html");
  if (!existsSync(indexFile)) throw new Error("apps/web/dist/index.html is missing: npm run build -w @mp/web first");
  const html = readFileSync(indexFile, "utf8");
  const entry = entryFiles(html);
  // The entry is the last script the loader names, the first where index.html has a module script.
  const scripts = entry.filter((file) => file.endsWith(".js"));
  const mainScript = /data-modules=/.test(html) ? scripts.at(-1) : scripts[0];
  const lazy = mainScript ? lazyRouteFiles(readFileSync(path.join(dist, mainScript), "utf8"), "home") : [];
  const firstView = [...new Set([...entry, ...lazy])];
  const rows = [
    ["index.html (the scripts it loads, stylesheet)", measure(entry)],
    // Empty since issue 14: the home page is part of the entry.
    ["home route (lazy chunk and its preloads, not in index.html)", measure(lazy.filter((f) => !entry.includes(f)))],
    ["first view of / in all", measure(firstView)],
  ];
  console.log("### Home page first view (apps/web/dist), gzip -9\n");
  console.log("| part | JS files | JS KiB | JS gzip KiB | CSS files | CSS KiB | CSS gzip KiB |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [label, { js, css }] of rows) {
    console.log(
      `| ${label} | ${js.count} | ${kib(js.raw)} | ${kib(js.gzip)} | ${css.count} | ${kib(css.raw)} | ${kib(css.gzip)} |`,
    );
  }
  console.log(`\nFiles: ${firstView.join(", ")}\n`);
  return rows[2][1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) printBundleSize();
