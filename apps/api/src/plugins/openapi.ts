import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";

/** Where the readable API reference is served; its OpenAPI document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = "/api/docs";

/** The scheme that routes behind `authenticate` name in their `security`. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The API reference's sections, in its order: each tag a route names, and what it holds. */
const tagDescriptions: Record<string, string> = {
  Health: "Whether the server can reach its database.",
  Categories: "Categories and subcategories of the catalogue.",
  Listings: "Businesses and products: browsing, a listing's page, its reviews and views.",
  Reviews: "Ratings and reviews of listings: reading, writing one's own, the owner's reply.",
  Search: "Search across listings, categories, jobs and freelancers.",
  "Saved searches": "The signed-in user's saved searches and their mail alerts; unsubscribing from an alert's link.",
  Jobs: "Job offers.",
  Freelancers: "Freelancers for hire.",
  Clients: "Clients (members): registration, their profile and hiring details.",
  Authentication: "Sign-up, sign-in, sessions, password resets, Google and Facebook.",
  Users: "The signed-in user's account.",
  Activity: "The signed-in user's activity log.",
  Admin: "The admin panel's reads and changes (Admin or Super-Admin only).",
  "Vendor listings": "A vendor's own listings: create, change, publish, galleries, custom fields.",
  Uploads: "Image uploads and the stored files.",
  "Vendor profile": "A vendor's business profile, own and public.",
  "Banner ads": "Banner ads: a vendor's own, and the ones shown on the site.",
  "Feature ads": "Feature ads: a vendor's own, and the featured listings they put forward.",
  Favourites: "The signed-in user's saved listings, jobs and freelancers, and their own items' save counts.",
  "Vendor funnel": "Impressions → views → contact clicks → messages → saves of a vendor's listings, per day.",
  SEO: "robots.txt and the sitemaps of the public site.",
  Contact: "The contact page's form, mailed to the site's team.",
  Hiring: "Hiring requests from clients to freelancers: answers, completion and reviews.",
  Messages: "Conversations about an application or a hiring request, between its two parties.",
  Plans: "The subscription plans for sale: user plans and hire plans.",
  Credits: "The signed-in user's connects and remaining-freelancer ledger.",
  Moderation: "Reports of public content by signed-in visitors, for the moderators.",
  Payments: "Checkout (Stripe or the built-in test mode), the webhook, subscriptions, payments and receipts.",
};
const tags = Object.entries(tagDescriptions).map(([name, description]) => ({ name, description }));

/**
 * The OpenAPI document, generated from the routes' zod schemas as they are registered, and the
 * Swagger UI that reads it. Must be registered before the routes: it collects them as they come.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.productName} API`,
        version: "1.0.0",
        description:
          "Every answer is `{ result, result_value }` (`result` > 0 on success); every error is " +
          "`{ result: 0, message, errors? }` with its HTTP status. Routes marked with a lock need " +
          "`Authorization: Bearer <token>` (the token that sign-in returns).",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      tags,
    },
    // The default skip list names /documentation/*; the docs' own routes are hidden by the UI plugin.
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    // The site's policy, but for scripts and styles: these pages load their own scripts only (the
    // site's nonce and 'strict-dynamic', with a Google Maps key, would block them), and Swagger UI
    // sets style attributes, which only 'unsafe-inline' allows.
    transformStaticCSP: (header) =>
      header
        .replace(/script-src [^;]*/, "script-src 'self'")
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}
