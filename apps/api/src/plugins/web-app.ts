import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { promisify } from "node:util";
import { brotliCompressSync, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicConfig } from "@mp/contracts/public-config";
import { cspNonceOf } from "./security.ts";

const gzipAsync = promisify(gzip);

type WebAppOptions = {
  distDir: string;
  publicConfig: PublicConfig;
  /** The app's own page paths (answered 200); anything else gets the app with 404. */
  isKnownPage: (pathname: string) => boolean;
};

/**
 * Serves a built web app (the site, or the admin panel on its own port): hashed assets with a long cache, every page path with index.html
 * (the settings the browser needs written into it), and JSON 404s under /api.
 * Unknown pages still get the app, which shows "404 Not Found", but with status 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, publicConfig, isKnownPage }: WebAppOptions,
): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const page = existsSync(indexFile) ? encodings(renderIndex(readFileSync(indexFile, "utf8"), publicConfig)) : null;
  if (!page) app.log.warn({ distDir }, "web app is not built; only the API is served");

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
  app.setNotFoundHandler({ preHandler }, (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (pathname.startsWith("/api/") || pathname === "/api" || !isRead || !page) {
      return reply.status(404).send({ result: 0, message: "Not found." });
    }
    return sendPage(request, reply, page, isKnownPage(decodePath(pathname)) ? 200 : 404);
  });
}

type EncodedPage = { identity: string; br: Buffer; gzip: Buffer };

/** Without a CSP nonce the page is the same for every request, so it is compressed once. */
function encodings(html: string): EncodedPage {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, status: number) {
  reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
