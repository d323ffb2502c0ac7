import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adjustConnectsRequestSchema,
  adminUserActionResponseSchema,
  adminUserMessages as say,
  adminUserParamsSchema,
  changeRoleRequestSchema,
  restoreUserRequestSchema,
  suspendUserRequestSchema,
} from "@mp/contracts/admin-users";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { adjustConnects, changeRole, restoreUser, sendPasswordReset, suspendUser } from "./actions.ts";
import { loadUserDetails } from "./details.ts";

/**
 * The admin panel's actions on one account, each audited in its own transaction and answering
 * the account's details as they now are: suspend, restore, password reset and connects for
 * admins; the role for Super-Admins only.
 */
export const adminUserActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  /** The handler of an action on account `:id`: `run` it, then answer with `message` and the account as it now is. */
  const actOnAccount =
    <R extends FastifyRequest & { params: { id: string } }>(
      message: string,
      run: (request: R, id: string) => Promise<unknown>,
    ) =>
    async (request: R) => {
      await run(request, request.params.id);
      return { result: 1 as const, message, result_value: await loadUserDetails(db, request.params.id) };
    };
  const adminOnly = signedInRoutes(["Admin"], app.requireAdmin);
  const superAdminOnly = signedInRoutes(["Admin"], app.requireSuperAdmin);
  const onAccount = { params: adminUserParamsSchema, response: { 200: adminUserActionResponseSchema } };

  app.post(
    "/admin/users/:id/suspend",
    adminOnly.firstError("Suspend an account: its sessions end and its content hides", {
      ...onAccount,
      body: suspendUserRequestSchema,
    }),
    actOnAccount(say.userSuspended, (request, id) => suspendUser(app, request, id, request.body.note)),
  );

  app.post(
    "/admin/users/:id/restore",
    adminOnly.firstError("Restore a suspended account and the content its suspension hid", {
      ...onAccount,
      body: restoreUserRequestSchema,
    }),
    actOnAccount(say.userRestored, (request, id) => restoreUser(app, request, id, request.body.note || null)),
  );

  app.post(
    "/admin/users/:id/role",
    superAdminOnly.firstError("Set the additional user type: none, Admin or Super-Admin (Super-Admin only)", {
      ...onAccount,
      body: changeRoleRequestSchema,
    }),
    actOnAccount(say.roleChanged, (request, id) => changeRole(app, request, id, request.body.role)),
  );

  app.post(
    "/admin/users/:id/password-reset",
    adminOnly("Email the account the forgot-password page's reset link", onAccount),
    actOnAccount(say.resetSent, (request, id) => sendPasswordReset(app, request, id)),
  );

  app.post(
    "/admin/users/:id/connects",
    adminOnly.firstError("Grant (positive delta) or take connects, with a reason, through the ledger", {
      ...onAccount,
      body: adjustConnectsRequestSchema,
    }),
    actOnAccount(say.connectsAdjusted, (request, id) => adjustConnects(app, request, id, request.body)),
  );
};
