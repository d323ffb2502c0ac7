import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Surface } from "../surface.ts";
import type { Config } from "../config.ts";

const GOOGLE = "https://accounts.google.com";
const FACEBOOK_SDK = "https://connect.facebook.net";
const FACEBOOK = "https://www.facebook.com";
const FACEBOOK_GRAPH = "https://graph.facebook.com";
// The Maps JavaScript API, as Google's CSP guide lists it (allowlist form): its script and
// workers, tiles and calls on Google's hosts, the Roboto font, and the styles it injects inline.
const MAPS_HOSTS = ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com"];
const MAPS_USER_CONTENT = "https://*.googleusercontent.com";
const GOOGLE_FONTS_CSS = "https://fonts.googleapis.com";
const GOOGLE_FONTS = "https://fonts.gstatic.com";

/**
 * Security headers with a Content-Security-Policy that the built apps pass as they are:
 * no inline scripts or styles, no third-party origins — except, on the site: the map tiles'
 * origin (images), and only when configured, Google's sign-in (script, button style, frame,
 * calls), Facebook's SDK and Google Maps. Google Maps needs more than the others — eval and
 * inline styles among them — so a site owner who sets GOOGLE_MAPS_API_KEY accepts a looser
 * policy; without the key the open map keeps the strict one.
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...origins([GOOGLE], [FACEBOOK_SDK], ["'unsafe-eval'", ...MAPS_HOSTS, MAPS_USER_CONTENT]),
        ],
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
}
