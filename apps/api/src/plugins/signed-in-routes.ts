import type { FastifyRequest } from "fastify";
import { pagedResult, pageWindow, type PageRequest, type PageWindow } from "../lib/paging.ts";
import { signedInUser } from "./authenticate.ts";
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

/**
 * The handler of a list of the signed-in user's own rows, a page at a time (`?page=&limit=`):
 * `read(userId, window, query)` reads the page's window of that user's rows (see pageWindow), and
 * the answer is pagedResult's. The user comes from the token alone: no parameter can ask for
 * somebody else's rows.
 */
export function ownPage<Query extends PageRequest, Row>(
  read: (userId: string, window: PageWindow, query: Query) => Promise<Row[]>,
) {
  return async (request: FastifyRequest & { query: Query }) =>
    pagedResult(await read(signedInUser(request)._id, pageWindow(request.query), request.query), request.query);
}
