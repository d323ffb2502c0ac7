import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUserDetailsResponseSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserParamsSchema,
} from "@mp/contracts/admin-users";
import { ok } from "../../lib/result.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { countUsers, findUsers } from "../users/repository.ts";
import { toUser } from "../users/user-view.ts";
import { loadUserDetails } from "./details.ts";

/**
 * `GET /api/admin/users?page&limit&search`, the admin panel's user list, and `GET /api/admin/users/{id}`,
 * one account's details; for Admin and Super-Admin only.
 */
export const adminUserListRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = signedInRoutes(["Admin"], app.requireAdmin);
  const { db } = app.database;
  app.get(
    "/admin/users",
    adminOnly("Users, searched and paged (Admin or Super-Admin)", {
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListResponseSchema },
    }),
    async (request) => {
      const { page, limit, search } = request.query;
      const rows = await findUsers(db, { search, limit, offset: (page - 1) * limit });
      const total = await countUsers(db, search);
      return {
        result: 1 as const,
        result_value: rows.map((row) => ({ ...toUser(row), createdAt: row.createdAt.toISOString() })),
        meta: { hasMore: page * limit < total, currentPage: page, total },
      };
    },
  );

  app.get(
    "/admin/users/:id",
    adminOnly("One account's details: roles, plans and balances, counts, recent events and ledger rows", {
      params: adminUserParamsSchema,
      response: { 200: adminUserDetailsResponseSchema },
    }),
    async (request) => ok(await loadUserDetails(db, request.params.id)),
  );
};
