import type { FastifyRequest } from "fastify";
import { bearerSecurity } from "./openapi.ts";

/** `app.authenticate`, `app.requireAdmin`…: an `onRequest` hook that lets only the right accounts by. */
type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * The options of a plugin's routes behind a bearer token: `signedIn(summary, schemas)` documents a
 * route under `tags` with the bearer scheme, checks its zod `schemas` (params, querystring, body,
 * response) and runs `guard` first — none when the plugin runs one on every route (`addHook`).
 * `signedIn.firstError(…)` is the same route whose 400 says the first field's own message (a
 * form shows it as its general message) instead of "Invalid request.".
 */
export function signedInRoutes(tags: string[], guard?: Guard) {
  const signedIn = <S extends object>(summary: string, schemas: S) => ({
    ...(guard ? { onRequest: guard } : {}),
    schema: { tags, summary, security: bearerSecurity, ...schemas },
  });
  const firstError = <S extends object>(summary: string, schemas: S) => ({
    ...signedIn(summary, schemas),
    config: { validationMessage: "first-error" as const },
  });
  return Object.assign(signedIn, { firstError });
}
