import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Surface } from "../surface.ts";
import type { Config } from "../config.ts";

const GOOGLE = "https://accounts.google.com";
const FACEBOOK_SDK = "https://connect.facebook.net";
const FACEBOOK = "https://www.facebook.com";
const FACEBOOK_GRAPH = "https://graph.facebook.com";

/**
 * Security headers with a Content-Security-Policy that the built apps pass as they are:
 * no inline scripts or styles, no third-party origins — except, on the site and only when
 * configured, Google's sign-in (script, button style, frame, calls) and Facebook's SDK.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, surface: Surface): Promise<void> {
  const google = surface === "site" && config.googleClientId !== null;
  const facebook = surface === "site" && config.facebook !== null;
  const origins = (forGoogle: string[], forFacebook: string[]) => [
    ...(google ? forGoogle : []),
    ...(facebook ? forFacebook : []),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins([GOOGLE], [FACEBOOK_SDK])],
        styleSrc: ["'self'", ...origins([GOOGLE], [])],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...origins([GOOGLE], [FACEBOOK, FACEBOOK_GRAPH])],
        frameSrc: ["'self'", ...origins([GOOGLE], [FACEBOOK])],
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
