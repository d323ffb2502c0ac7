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
import { bearerSecurity } from "../../plugins/openapi.ts";
import { adjustConnects, changeRole, restoreUser, sendPasswordReset, suspendUser } from "./actions.ts";
import { loadUserDetails } from "./details.ts";

const schemaWithoutBody = (summary: string) => ({
  tags: ["Admin"],
  summary,
  security: bearerSecurity,
  params: adminUserParamsSchema,
  response: { 200: adminUserActionResponseSchema },
});

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
  const schemaOf = <B>(summary: string, body: B) => ({ ...schemaWithoutBody(summary), body });

  app.post(
    "/admin/users/:id/suspend",
    {
      onRequest: app.requireAdmin,
      config: { validationMessage: "first-error" },
      schema: schemaOf("Suspend an account: its sessions end and its content hides", suspendUserRequestSchema),
    },
    async (request) => {
      await suspendUser(app, request, request.params.id, request.body.note);
      return answer(request.params.id, say.userSuspended);
    },
  );

  app.post(
    "/admin/users/:id/restore",
    {
      onRequest: app.requireAdmin,
      config: { validationMessage: "first-error" },
      schema: schemaOf("Restore a suspended account and the content its suspension hid", restoreUserRequestSchema),
    },
    async (request) => {
      await restoreUser(app, request, request.params.id, request.body.note || null);
      return answer(request.params.id, say.userRestored);
    },
  );

  app.post(
    "/admin/users/:id/role",
    {
      onRequest: app.requireSuperAdmin,
      config: { validationMessage: "first-error" },
      schema: schemaOf(
        "Set the additional user type: none, Admin or Super-Admin (Super-Admin only)",
        changeRoleRequestSchema,
      ),
    },
    async (request) => {
      await changeRole(app, request, request.params.id, request.body.role);
      return answer(request.params.id, say.roleChanged);
    },
  );

  app.post(
    "/admin/users/:id/password-reset",
    {
      onRequest: app.requireAdmin,
      schema: schemaWithoutBody("Email the account the forgot-password page's reset link"),
    },
    async (request) => {
      await sendPasswordReset(app, request, request.params.id);
      return answer(request.params.id, say.resetSent);
    },
  );

  app.post(
    "/admin/users/:id/connects",
    {
      onRequest: app.requireAdmin,
      config: { validationMessage: "first-error" },
      schema: schemaOf(
        "Grant (positive delta) or take connects, with a reason, through the ledger",
        adjustConnectsRequestSchema,
      ),
    },
    async (request) => {
      await adjustConnects(app, request, request.params.id, request.body);
      return answer(request.params.id, say.connectsAdjusted);
    },
  );
};
