import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import type { Surface } from "../surface.ts";
import type { Config } from "../config.ts";

const GOOGLE = "https://accounts.google.com";
const FACEBOOK_SDK = "https://connect.facebook.net";
const FACEBOOK = "https://www.facebook.com";
const FACEBOOK_GRAPH = "https://graph.facebook.com";
// The Maps JavaScript API's tiles, calls and workers on Google's hosts, the Roboto font, and the
// styles it injects inline. Its scripts are not listed: see the nonce below.
const MAPS_HOSTS = ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com"];
const MAPS_USER_CONTENT = "https://*.googleusercontent.com";

/** Each response's script nonce, while the policy asks for one (the site with a Google Maps key). */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce the page's scripts must carry in this response, or undefined when the policy needs none. */
export function cspNonceOf(response: ServerResponse): string | undefined {
  return nonces.get(response);
}

/** A fresh nonce for this response, remembered for the page that web-app.ts renders with it. */
function nonceSource(_request: IncomingMessage, response: ServerResponse): string {
  const nonce = randomBytes(16).toString("base64");
  nonces.set(response, nonce);
  return `'nonce-${nonce}'`;
}
const GOOGLE_FONTS_CSS = "https://fonts.googleapis.com";
const GOOGLE_FONTS = "https://fonts.gstatic.com";

/**
 * Security headers with a Content-Security-Policy that the built apps pass as they are:
 * no inline scripts or styles, no third-party origins — except, on the site: the map tiles'
 * origin (images), and only when configured, Google's sign-in (script, button style, frame,
 * calls), Facebook's SDK and Google Maps. Google Maps loads scripts from hosts that change, so
 * with GOOGLE_MAPS_API_KEY the scripts follow Google's strict CSP instead of a host list: a
 * fresh nonce per response on the page's own scripts and 'strict-dynamic' for what they load
 * ('https:' and 'unsafe-inline' only for browsers without CSP 3, which ignore the nonce); no
 * eval. Its inline styles are still allowed. Without the key the page is the same for every
 * request and the policy lists 'self' alone.
 *
 * The middleware is built once: @fastify/helmet built it again for each request (parsing the
 * policy every time), which cost more than answering a cached catalogue read. Without a nonce its
 * headers are read off it once and set as they are on each response (docs/benchmarks.md,
 * 2026-11-29 14:17: 56–62 µs of CPU per cached read before, 48–53 µs after).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, surface: Surface): Promise<void> {
  const google = surface === "site" && config.googleClientId !== null;
  const facebook = surface === "site" && config.facebook !== null;
  const googleMaps = surface === "site" && config.maps.googleMapsKey !== null;
  const origins = (forGoogle: string[], forFacebook: string[], forGoogleMaps: string[] = []) => [
    ...(google ? forGoogle : []),
    ...(facebook ? forFacebook : []),
    ...(googleMaps ? forGoogleMaps : []),
  ];
  const tiles = surface === "site" ? [config.maps.tileOrigin] : [];
  // Uploaded images come from the bucket's public address when there is one (else from /media).
  const media =
    config.storage.kind === "s3" && config.storage.publicUrl ? [new URL(config.storage.publicUrl).origin] : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: googleMaps
          ? [nonceSource, "'strict-dynamic'", "https:", "'unsafe-inline'"]
          : ["'self'", ...origins([GOOGLE], [FACEBOOK_SDK])],
        styleSrc: ["'self'", ...origins([GOOGLE], [], ["'unsafe-inline'", GOOGLE_FONTS_CSS])],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...tiles,
          ...media,
          ...origins([], [], [...MAPS_HOSTS, MAPS_USER_CONTENT]),
        ],
        fontSrc: ["'self'", ...origins([], [], [GOOGLE_FONTS])],
        connectSrc: ["'self'", ...origins([GOOGLE], [FACEBOOK, FACEBOOK_GRAPH], MAPS_HOSTS)],
        frameSrc: ["'self'", ...origins([GOOGLE], [FACEBOOK], ["https://*.google.com"])],
        workerSrc: ["'self'", ...origins([], [], ["blob:"])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading is only right when the site is really served over HTTPS.
        upgradeInsecureRequests: config.isHttps ? [] : null,
      },
    },
    // The site opens popups that must keep talking to it (Google's and Facebook's sign-in, the
    // admin panel it hands a token to); the admin panel must keep its opener to receive that token.
    crossOriginOpenerPolicy: { policy: surface === "site" ? "same-origin-allow-popups" : "unsafe-none" },
    hsts: config.isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Without a nonce the headers are the same on every response: read off the middleware once, they
  // cost one call per response instead of eleven middlewares (a fifth of a cached catalogue read).
  const fixedHeaders = googleMaps ? null : headersSetBy(applyHeaders);
  app.addHook("onRequest", (request, reply, done) => {
    // The build's scripts and stylesheets are never documents: a policy, framing or opener header
    // means nothing there, and each one rode along on every script of a slow first view.
    if (buildScriptOrStyle.test(request.url)) {
      reply.header("x-content-type-options", "nosniff").header("cross-origin-resource-policy", "same-origin");
      return done();
    }
    if (fixedHeaders) {
      reply.headers(fixedHeaders);
      return done();
    }
    // Helmet 8 throws rather than passing an error on; it calls back with none.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}

type HeadersMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The headers a middleware sets on a response, by lower-case name (it must read nothing of the request). */
export function headersSetBy(middleware: HeadersMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** A hashed script or stylesheet of the built app (`/assets/name-hash.js`), nothing else. */
const buildScriptOrStyle = /^\/assets\/[\w.-]+\.(?:js|css)$/;
