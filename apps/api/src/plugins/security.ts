import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

/**
 * Security headers with a Content-Security-Policy that the built apps pass as they are:
 * no inline scripts or styles, no third-party origins. Maps and identity providers add
 * their own origins in the issues that bring them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading is only right when the site is really served over HTTPS.
        upgradeInsecureRequests: config.isHttps ? [] : null,
      },
    },
    hsts: config.isHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
