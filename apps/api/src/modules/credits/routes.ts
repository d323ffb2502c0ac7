import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ledgerQuerySchema, ledgerResponseSchema } from "@mp/contracts/credits";
import { pagedResult, pageWindow } from "../../lib/paging.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { findLedgerRows } from "./repository.ts";
import { toLedgerRowView } from "./ledger-view.ts";

/** `GET /api/credits/ledger?kind=&page=&limit=`: the signed-in user's own connects and allowance history. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Credits"], app.authenticate);
  const { db } = app.database;

  app.get(
    "/credits/ledger",
    signedIn("The signed-in user's own connects and remaining-freelancer movements, newest first", {
      querystring: ledgerQuerySchema,
      response: { 200: ledgerResponseSchema },
    }),
    async (request) => {
      const { kind, page, limit } = request.query;
      // The user comes from the token alone: no parameter can ask for somebody else's ledger.
      const me = signedInUser(request);
      const rows = await findLedgerRows(db, me._id, { ...pageWindow({ page, limit }), kind });
      return pagedResult(rows.map(toLedgerRowView), { page, limit });
    },
  );
};
