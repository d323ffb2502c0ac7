import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { PublicConfig } from "@mp/contracts/public-config";

/** What the site's server build (apps/web/src/entry-server.tsx) exports; decision 023. */
export type ServerEntry = {
  configure: (settings: PublicConfig) => void;
  rendersOnServer: (pathname: string) => boolean;
  renderPage: (request: {
    url: string;
    origin: string;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }) => Promise<RenderedPage>;
};

/** A rendered page, before the response's nonce goes in. */
export type RenderedPage = {
  status: number;
  head: string;
  body: string;
  state: string;
  /** The page's source modules (apps/web/src/…): their styles and scripts are linked from the build's manifest. */
  modules: readonly string[];
};

/** What Vite's build manifest says of one source module (`build.manifest`). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/** The browser build's manifest (dist/.vite/manifest.json), or an empty one. */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BuildManifest;
  } catch {
    return {};
  }
}

/** What a rendered page brings besides the template's own: its stylesheets and its page chunk's scripts. */
export type PageAssets = { styles: string[]; scripts: string[] };

/**
 * The page's own styles and, for its first module (the page chunk), its scripts: the page is
 * styled before any script runs and hydrates without a round trip for its chunk. Modules after the
 * first (parts loaded later, below the fold) bring their styles only. What index.html already
 * links, carries or loads (the entry's) is left out.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[], template: string): PageAssets {
  const loaded = /data-modules="([^"]*)"/.exec(template)?.[1]?.split(" ") ?? [];
  const linked = new Set([
    ...[...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]!),
    ...loaded.map((url) => url.replace(/^\//, "")),
  ]);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, withScripts: boolean) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    if (withScripts) scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, withScripts);
  };
  modules.forEach((module, index) => visit(module, index === 0));
  const notLinked = (file: string) => !linked.has(file);
  return { styles: [...styles].filter(notLinked), scripts: [...scripts].filter(notLinked) };
}

/** The page's stylesheets as elements of its head: each written in, or else linked. */
export function styleElements(
  styles: readonly string[],
  /** The stylesheet written into the page (inline-styles.ts), or null to link it. */
  inlineStyle: (file: string) => string | null = () => null,
): string {
  return styles.map((file) => inlineStyle(file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`).join("");
}

/**
 * The template's loader of scripts (packages/ui/src/build/scripts-after-paint.ts) with the page
 * chunk's scripts after the entry's: it preloads them with the entry once the page has painted.
 */
export function withPageScripts(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  return html.replace(/data-modules="([^"]*)"/, (_attribute, files: string) => {
    const all = [...files.split(" ").filter(Boolean), ...scripts.map((file) => `/${file}`)];
    return `data-modules="${all.join(" ")}"`;
  });
}

/** The server build of the site, when it has been built (`npm run build`); null otherwise. */
export async function loadServerEntry(file: string): Promise<ServerEntry | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/** Rendered pages kept per process: the bound on their number, and how long one is reused at most. */
const cacheMax = 500;
/** Jobs and freelancers do not move the catalogue version: their pages are at most this old. */
const cacheTtlMs = 30_000;

/**
 * Renders the site's public pages on the server. A page is rendered once per catalogue version,
 * address and half-minute, then reused for everyone (the server always renders the signed-out
 * page: a session lives in the browser's storage); concurrent requests for the same page share
 * one render. The API calls a render makes go to the app in-process (`app.inject`), counted
 * against the visitor's address as the browser's own calls would be.
 */
export function createPageRenderer(app: FastifyInstance, entry: ServerEntry, publicConfig: PublicConfig) {
  entry.configure(publicConfig);
  const origin = new URL(publicConfig.publicUrl).origin;
  const cache = new LRUCache<string, RenderedPage, FastifyRequest>({
    max: cacheMax,
    ttl: cacheTtlMs,
    fetchMethod: (_key, _stale, { context: request }) =>
      entry.renderPage({ url: request.url, origin, fetch: injectingFetch(app, request) }),
    ignoreFetchAbort: true,
  });

  return {
    rendersOnServer: (pathname: string) => entry.rendersOnServer(pathname),
    /** The page at the request's address; throws when it cannot be rendered. */
    async render(request: FastifyRequest): Promise<RenderedPage> {
      const key = `${await app.catalogueVersion.current()}:${request.url}`;
      return (await cache.fetch(key, { context: request })) as RenderedPage;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** A GET to the API in-process, as `fetch` would answer it. */
function injectingFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? "GET") !== "GET") throw new Error(`The server renders pages with reads only (${path}).`);
    const answer = await app.inject({
      method: "GET",
      url: path,
      headers: { accept: "application/json" },
      remoteAddress: request.ip,
    });
    const contentType = answer.headers["content-type"];
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}
