import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from "fastify";
import { LRUCache } from "lru-cache";
import type { CatalogueVersion } from "./catalogue-version.ts";

type Encoding = "br" | "gzip";
type Representation = { body: Buffer; etag: string; encoding: Encoding | null };

/** One answer, serialized once: its bytes, their compressed copies when worth it, and their tag. */
export type CachedResponse = {
  identity: Representation;
  br: Representation | null;
  gzip: Representation | null;
  /** The tag without quotes or encoding suffix: a hash of the identity bytes. */
  tag: string;
};

/** Smaller answers go as they are: compressing them saves less than the headers weigh. */
const COMPRESS_FROM_BYTES = 1024;

/** Longer addresses are not remembered as they were sent: their answers are still cached by key. */
const MAX_REMEMBERED_URL = 512;

/**
 * Serialized answers of public catalogue reads, kept in memory per catalogue version and key
 * (the route and its normalised query). A hit costs a map look-up: no database, no
 * serialization, no compression. The first request of a key at a version serializes through the
 * route's own response schema (`reply.serialize`), so what is cached is exactly what the route
 * would have sent; requests that arrive while it runs wait for it (lru-cache's `fetch`), and a
 * read that fails is not kept. Entries of older versions are never read again and age out.
 *
 * Each answer is also remembered under the exact address it was sent for, with its version:
 * `answerKnownAddress` sends it again to the next request for that address while the version is
 * current, before the query is validated and the handler runs. The address passed validation
 * when the answer was made, and always would again; every hook before validation (the security
 * headers, the rate limit) has run by then.
 */
export function createResponseCache(version: CatalogueVersion, { max }: { max: number }) {
  const cache = new LRUCache<string, CachedResponse, () => Promise<CachedResponse>>({
    max,
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });
  const byAddress = new LRUCache<string, { version: string; cached: CachedResponse }>({ max });
  return {
    async get(key: string, reply: FastifyReply, load: () => Promise<unknown>): Promise<CachedResponse> {
      const current = await version.current();
      const versioned = `${current}\u0000${key}`;
      const cached =
        cache.get(versioned) ??
        (await cache.fetch(versioned, {
          context: async () => encodeResponse(reply.serialize(await load()) as string),
        }))!;
      const address = reply.request.url;
      if (address.length <= MAX_REMEMBERED_URL) byAddress.set(address, { version: current, cached });
      return cached;
    },
    /** A `preValidation` hook that answers an address already answered at the current version. */
    answerKnownAddress(cacheControl: string): preValidationHookHandler {
      return (request, reply, done) => {
        const current = version.known();
        const known = current === null ? undefined : byAddress.get(request.url);
        if (known === undefined || known.version !== current) return done();
        sendCached(request, reply, known.cached, cacheControl);
      };
    },
    get size() {
      return cache.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

export function encodeResponse(json: string): CachedResponse {
  const body = Buffer.from(json);
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const compress = body.length >= COMPRESS_FROM_BYTES;
  return {
    tag,
    identity: { body, etag: `"${tag}"`, encoding: null },
    br: compress
      ? {
          // Quality 6: a few times faster than the maximum for a few per cent more bytes; once per version.
          body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
          etag: `"${tag}-br"`,
          encoding: "br",
        }
      : null,
    gzip: compress ? { body: gzipSync(body, { level: 9 }), etag: `"${tag}-gz"`, encoding: "gzip" } : null,
  };
}

/** Whether `accept-encoding` accepts `name` (a q of 0 refuses it; `*` accepts what is not named). */
export function accepts(acceptEncoding: string | undefined, name: Encoding): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";");
    const coding = token.trim().toLowerCase();
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (coding === name) return allowed;
    if (coding === "*") star = allowed;
  }
  return star;
}

/**
 * Whether `if-none-match` names this answer: `*`, or any of its tags (RFC 9110's weak
 * comparison, so `W/` is ignored; the encoding suffix is not part of the content's identity).
 */
export function isNotModified(ifNoneMatch: string | undefined, cached: CachedResponse): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  for (const raw of ifNoneMatch.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === `"${cached.tag}"` || tag === `"${cached.tag}-br"` || tag === `"${cached.tag}-gz"`) return true;
  }
  return false;
}

/**
 * Sends a cached answer: the representation the client accepts (br, gzip, or the bytes as
 * they are) with its strong ETag and `cacheControl`, or 304 without a body when the client's
 * `If-None-Match` names it.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedResponse,
  cacheControl: string,
): FastifyReply {
  const acceptEncoding = request.headers["accept-encoding"];
  const representation =
    (cached.br && accepts(acceptEncoding, "br") ? cached.br : null) ??
    (cached.gzip && accepts(acceptEncoding, "gzip") ? cached.gzip : null) ??
    cached.identity;
  reply.header("cache-control", cacheControl).header("etag", representation.etag);
  if (cached.br) reply.header("vary", "accept-encoding");
  if (isNotModified(request.headers["if-none-match"], cached)) return reply.code(304).send();
  if (representation.encoding) reply.header("content-encoding", representation.encoding);
  return reply.header("content-type", "application/json; charset=utf-8").send(representation.body);
}
