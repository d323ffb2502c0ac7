import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "@mp/contracts/health";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { pingDatabase } from "./repository.ts";

/** `GET /api/health`: 200 once the server can reach its database, 503 when it cannot. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    "/health",
    {
      schema: {
        tags: ["Health"],
        summary: "Whether the server can reach its database",
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      try {
        await pingDatabase(app.database.db);
      } catch (err) {
        app.log.error({ err }, "health check: database unreachable");
        throw new AppError("UNAVAILABLE", "Database unavailable.");
      }
      return ok({
        status: "ok" as const,
        database: app.database.driver,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};
