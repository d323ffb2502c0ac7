import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicConfig } from "@mp/contracts/public-config";
import { cspNonceOf } from "./security.ts";
import { allowInlinedStyles, allowInlineSources, createStyleInliner, type StyleInliner } from "./inline-styles.ts";
import { inlineScriptSources } from "./inline-scripts.ts";
import { escapeHtml } from "../lib/html.ts";
import {
  createPageRenderer,
  loadServerEntry,
  readBuildManifest,
  type BuildManifest,
  type RenderedPage,
  type ServerEntry,
  pageAssets,
  styleElements,
  withPageScripts,
} from "./page-renderer.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type WebAppOptions = {
  distDir: string;
  publicConfig: PublicConfig;
  /** The app's own page paths (answered 200); anything else gets the app with 404. */
  isKnownPage: (pathname: string) => boolean;
  /**
   * The site's server build (a path to `entry-server.js`, or the module itself): its public pages
   * are then rendered on the server (decision 023). Without it every page is the client-rendered shell.
   */
  serverEntry?: string | ServerEntry | undefined;
};

/**
 * Serves a built web app (the site, or the admin panel on its own port): hashed assets with a long cache, every page path with index.html
 * (the settings the browser needs written into it), and JSON 404s under /api.
 * Unknown pages still get the app, which shows "404 Not Found", but with status 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, publicConfig, isKnownPage, serverEntry }: WebAppOptions,
): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const styles = createStyleInliner(distDir);
  const template = existsSync(indexFile)
    ? styles.inlineLinks(renderIndex(readFileSync(indexFile, "utf8"), publicConfig))
    : null;
  const shellStyleSources = template === null ? [] : styles.sourcesIn(template);
  // The loader of the site's scripts is written into its pages (decision 042): the policy allows it by its hash.
  const scriptSources = template === null ? [] : inlineScriptSources(template);
  const page = template === null ? null : encodings(template);
  if (!page) app.log.warn({ distDir }, "web app is not built; only the API is served");
  const entry = typeof serverEntry === "string" ? await loadServerEntry(serverEntry) : (serverEntry ?? null);
  const renderer = template !== null && entry ? createPageRenderer(app, entry, publicConfig) : null;
  const shell = template === null ? null : splitTemplate(template);
  const manifest = renderer ? readBuildManifest(distDir) : {};

  if (page) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies beside the assets (packages/ui/src/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Pages and unknown paths match no route, so the rate limit is attached here (the "pages" group).
  const preHandler = app.config.rateLimitPerMinute > 0 ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ preHandler }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (pathname.startsWith("/api/") || pathname === "/api" || !isRead || !page) {
      return reply.status(404).send({ result: 0, message: "Not found." });
    }
    const known = isKnownPage(decodePath(pathname));
    // Rendered or not, every page runs the loader.
    allowInlineSources(reply, "script-src", scriptSources);
    // "//host/…" would read as another origin's address: such a path gets the shell.
    if (renderer && shell && !pathname.startsWith("//") && renderer.rendersOnServer(decodePath(pathname))) {
      try {
        const rendered = await renderer.render(request);
        return await sendRendered(request, reply, { shell, manifest, styles }, rendered, known ? rendered.status : 404);
      } catch (err) {
        // The client-rendered shell still shows the page: a failed render is logged, never a 500.
        request.log.error({ err, url: request.url }, "server rendering failed; sending the client-rendered page");
      }
    }
    allowInlinedStyles(reply, shellStyleSources);
    return sendPage(request, reply, page, known ? 200 : 404);
  });
}

/** index.html around the rendered page: its head before the page's head tags, and after them up to the root element, and the rest. */
type Shell = { head: string; beforeRoot: string; afterRoot: string };

const rootElement = '<div id="root"></div>';

/** The template's own title and description make way for the page's (the shell keeps them). */
function splitTemplate(html: string): Shell | null {
  const rootAt = html.indexOf(rootElement);
  const headEnd = html.indexOf("</head>");
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt) return null;
  const head = html
    .slice(0, headEnd)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta\s+name="description"[^>]*>/, "");
  return { head, beforeRoot: html.slice(headEnd, rootAt), afterRoot: html.slice(rootAt + rootElement.length) };
}

/**
 * A page rendered on the server: the nonce (when the policy has one) goes into the template's
 * and the head's scripts, never into the rendered markup, which the browser hydrates as it is.
 * The data the page was rendered with follows it as JSON (not a script the browser runs).
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  { shell, manifest, styles }: { shell: Shell; manifest: BuildManifest; styles: StyleInliner },
  rendered: RenderedPage,
  status: number,
) {
  const nonce = cspNonceOf(reply.raw);
  const mark = (html: string) => (nonce ? withNonce(html, nonce) : html);
  const own = pageAssets(manifest, rendered.modules, shell.head + shell.afterRoot);
  const assets = shell.head + styleElements(own.styles, styles.element);
  allowInlinedStyles(reply, styles.sourcesIn(assets));
  const afterRoot = withPageScripts(shell.afterRoot, own.scripts);
  const html =
    mark(assets + rendered.head + shell.beforeRoot) +
    `<div id="root">${rendered.body}</div>` +
    mark(`<script id="ssr-state" type="application/json">${rendered.state}</script>${afterRoot}`);
  pageHeaders(reply, status);
  const accepted = request.headers["accept-encoding"] ?? "";
  // Compressed for each response (each may carry its own nonce): brotli at a cheap level, or gzip.
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(await brotliAsync(html, brotliCheap));
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzipAsync(html));
  return reply.send(html);
}

/** A page's status and headers: HTML, revalidated on each visit, its encoding chosen by the request's accept-encoding. */
function pageHeaders(reply: FastifyReply, status: number) {
  reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
}

const brotliCheap = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

type EncodedPage = { identity: string; br: Buffer; gzip: Buffer };

/** Without a CSP nonce the page is the same for every request, so it is compressed once. */
function encodings(html: string): EncodedPage {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, status: number) {
  pageHeaders(reply, status);
  const accepted = request.headers["accept-encoding"] ?? "";
  const nonce = cspNonceOf(reply.raw);
  if (nonce) {
    // Rendered for this response: its scripts carry the nonce its policy names (gzip is cheap enough per page).
    const html = withNonce(page.identity, nonce);
    if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzipAsync(html));
    return reply.send(html);
  }
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.identity);
}

function renderIndex(template: string, config: PublicConfig): string {
  // JSON inside a <script> element: "<" is escaped so no value can close the element.
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  return template
    .replace("<!--app-config-->", `<script id="app-config" type="application/json">${json}</script>`)
    .replaceAll("%PRODUCT_NAME%", escapeHtml(config.productName));
}

/**
 * The page with the nonce on its scripts and preloads, and in the `csp-nonce` meta element where
 * Vite's preloader reads it for the modules it preloads later. (Nonces are base64: no escaping needed.)
 */
function withNonce(html: string, nonce: string): string {
  return html
    .replace("<head>", `<head><meta property="csp-nonce" nonce="${nonce}">`)
    .replaceAll("<script", `<script nonce="${nonce}"`)
    .replaceAll("<link", `<link nonce="${nonce}"`);
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
