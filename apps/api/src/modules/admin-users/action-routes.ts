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
  const answer = async (id: string, message: string) => ({
    result: 1 as const,
    message,
    result_value: await loadUserDetails(db, id),
  });
  const adminOnly = signedInRoutes(["Admin"], app.requireAdmin);
  const superAdminOnly = signedInRoutes(["Admin"], app.requireSuperAdmin);
  const onAccount = { params: adminUserParamsSchema, response: { 200: adminUserActionResponseSchema } };

  app.post(
    "/admin/users/:id/suspend",
    adminOnly.firstError("Suspend an account: its sessions end and its content hides", {
      ...onAccount,
      body: suspendUserRequestSchema,
    }),
    async (request) => {
      await suspendUser(app, request, request.params.id, request.body.note);
      return answer(request.params.id, say.userSuspended);
    },
  );

  app.post(
    "/admin/users/:id/restore",
    adminOnly.firstError("Restore a suspended account and the content its suspension hid", {
      ...onAccount,
      body: restoreUserRequestSchema,
    }),
    async (request) => {
      await restoreUser(app, request, request.params.id, request.body.note || null);
      return answer(request.params.id, say.userRestored);
    },
  );

  app.post(
    "/admin/users/:id/role",
    superAdminOnly.firstError("Set the additional user type: none, Admin or Super-Admin (Super-Admin only)", {
      ...onAccount,
      body: changeRoleRequestSchema,
    }),
    async (request) => {
      await changeRole(app, request, request.params.id, request.body.role);
      return answer(request.params.id, say.roleChanged);
    },
  );

  app.post(
    "/admin/users/:id/password-reset",
    adminOnly("Email the account the forgot-password page's reset link", onAccount),
    async (request) => {
      await sendPasswordReset(app, request, request.params.id);
      return answer(request.params.id, say.resetSent);
    },
  );

  app.post(
    "/admin/users/:id/connects",
    adminOnly.firstError("Grant (positive delta) or take connects, with a reason, through the ledger", {
      ...onAccount,
      body: adjustConnectsRequestSchema,
    }),
    async (request) => {
      await adjustConnects(app, request, request.params.id, request.body);
      return answer(request.params.id, say.connectsAdjusted);
    },
  );
};
