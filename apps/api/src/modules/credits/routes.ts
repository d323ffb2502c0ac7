import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ledgerQuerySchema, ledgerResponseSchema } from "@mp/contracts/credits";
import { ownPage, signedInRoutes } from "../../plugins/signed-in-routes.ts";
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
    ownPage(async (userId, window, { kind }) =>
      (await findLedgerRows(db, userId, { ...window, kind })).map(toLedgerRowView),
    ),
  );
};
