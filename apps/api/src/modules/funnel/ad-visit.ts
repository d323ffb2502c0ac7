import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** How long a visit that a feature ad opened lasts: the window views and clicks are counted in. */
export const AD_VISIT_SECONDS = 30 * 60;
const COOKIE = "mp_ad_visit";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;
/** `mp_ad_visit=` and its value, each of them in a Cookie header (one per listing path at most). */
const VALUE = /(?:^|;\s*)mp_ad_visit=([\w.-]{1,200})/g;

/** The paths a listing's contact, message and save requests go to: the cookie is sent only there. */
const pathsOf = (listingId: string) => [`/api/listings/${listingId}`, `/api/favourites/listing/${listingId}`];

export type AdVisits = {
  /** Remembers, in the visitor's browser, that a feature ad opened this listing (decision 040). */
  start: (reply: FastifyReply, visit: { adId: string; listingId: string }, now?: Date) => void;
  /** The feature ad that opened the caller's visit to `listingId`, if a signed visit names it and is not over. */
  adOf: (request: FastifyRequest, listingId: string, now?: Date) => string | null;
};

/**
 * A visit a feature ad opened is a cookie the server signs: `{adId}.{expiry}.{signature}` over the
 * ad, the listing and the expiry, scoped to that listing's request paths, HttpOnly and SameSite=Lax.
 * The site's pages need to do nothing: the contact beacon, "Ask a question" and the heart send it
 * by themselves. Only a featured card's click (the server's own answer) starts one; the counting
 * statements then check that the ad still runs and promotes that listing.
 */
export function createAdVisits(tokenSecret: string, isHttps: boolean): AdVisits {
  const key = createHmac("sha256", tokenSecret).update("ad-visit/v1").digest();
  const signatureOf = (adId: string, listingId: string, expiry: string) =>
    createHmac("sha256", key).update(`${adId}.${listingId}.${expiry}`).digest();
  const flags = `Max-Age=${AD_VISIT_SECONDS}; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
  return {
    start: (reply, { adId, listingId }, now = new Date()) => {
      const listing = listingId.toLowerCase();
      const expiry = String(Math.floor(now.getTime() / 1000) + AD_VISIT_SECONDS);
      const value = `${adId}.${expiry}.${signatureOf(adId, listing, expiry).toString("base64url")}`;
      reply.header(
        "set-cookie",
        pathsOf(listing).map((path) => `${COOKIE}=${value}; Path=${path}; ${flags}`),
      );
    },
    adOf: (request, listingId, now = new Date()) => {
      const header = request.headers.cookie;
      if (!header || header.length > 8192) return null;
      const listing = listingId.toLowerCase();
      for (const [, value = ""] of header.matchAll(VALUE)) {
        const [adId, expiry, signature, ...rest] = value.split(".");
        if (rest.length > 0 || !adId || !expiry || !signature || !UUID.test(adId) || !SECONDS.test(expiry)) continue;
        if (Number(expiry) * 1000 <= now.getTime()) continue;
        const given = Buffer.from(signature, "base64url");
        const expected = signatureOf(adId, listing, expiry);
        if (
          given.toString("base64url") === signature &&
          given.length === expected.length &&
          timingSafeEqual(given, expected)
        ) {
          return adId;
        }
      }
      return null;
    },
  };
}
