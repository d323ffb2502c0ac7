import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createReportResponseSchema, createReportSchema, reportMessages } from "@mp/contracts/report";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { countReportsSince, findPublicTarget, insertReport } from "./repository.ts";

/** Reports one person may file: a few an hour, more a day (reports_reporter_created_idx counts them). */
export const reportLimits = [
  { windowMs: 60 * 60_000, max: 10 },
  { windowMs: 24 * 60 * 60_000, max: 50 },
] as const;

/** `POST /api/reports`: a signed-in person reports a public item for the moderators' queue. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Moderation"], app.authenticate);
  const { db } = app.database;
  app.post(
    "/reports",
    signedIn("Report a public listing, ad, job or profile to the moderators (throttled)", {
      body: createReportSchema,
      response: { 200: createReportResponseSchema },
    }),
    async (request) => {
      const me = signedInUser(request);
      const { targetType, targetId, reason, note } = request.body;
      const target = await findPublicTarget(db, targetType, targetId.toLowerCase(), me._id);
      if (!target) throw new AppError("NOT_FOUND", reportMessages.notFound);
      if (target.ownerId === me._id) throw new AppError("CONFLICT", reportMessages.ownContent);
      const now = Date.now();
      for (const limit of reportLimits) {
        const count = await countReportsSince(db, me._id, new Date(now - limit.windowMs));
        if (count >= limit.max) throw new AppError("TOO_MANY_REQUESTS", reportMessages.throttled);
      }
      // A repeat while the first waits answers the same thanks and adds nothing.
      await insertReport(db, {
        reporterId: me._id,
        targetType,
        targetId: target.id,
        ownerId: target.ownerId,
        reason,
        note,
      });
      return ok({ message: reportMessages.thanks });
    },
  );
};
