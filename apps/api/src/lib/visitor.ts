import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { clientKeyOf } from "./client-key.ts";

const BEARER = /^Bearer (\S{1,4096})$/;

/**
 * Who counts once for views, clicks and impressions: the client's address, plus the account when
 * the request carries a token the server signed. Not the User-Agent, which a client rewrites at
 * will to be counted again. Hashed, so that nothing personal is kept in memory or Redis.
 */
export async function visitorKey(request: FastifyRequest): Promise<string> {
  const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
  const claims = token ? await request.server.tokens.verify(token) : null;
  return createHash("sha256")
    .update(`${clientKeyOf(request.ip)}\n${claims?.userId ?? ""}`)
    .digest("base64url");
}
