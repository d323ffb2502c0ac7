import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  hideContentSchema,
  moderationActionResponseSchema,
  reportMessages,
  resolveContentSchema,
  type ReportedItem,
  type ReportStatus,
  type ReportTargetType,
} from "@mp/contracts/report";
import { AppError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, systemOrigin } from "../activity/repository.ts";
import { recordAdminAction } from "../audit/public.ts";
import { contentHiddenEmail, contentRestoredEmail } from "./mail.ts";
import {
  countReportGroups,
  findContacts,
  findPreviews,
  findReportGroups,
  hideItem,
  lockItem,
  resolveReports,
  restoreItem,
  type Contact,
  type ItemPreview,
} from "./repository.ts";
import { targetKinds } from "./targets.ts";

const notFound = () => new AppError("NOT_FOUND", reportMessages.notFound);

/**
 * The moderation queue: reports grouped by item, and the moderator's three answers to an item —
 * hide it (a note the owner reads), dismiss its open reports, restore what a moderator hid.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const adminOnly = signedInRoutes(["Admin"], app.requireAdmin);

  app.get(
    "/admin/reports",
    adminOnly("The moderation queue: reported items with their reports, by status", {
      querystring: adminReportListQuerySchema,
      response: { 200: adminReportListResponseSchema },
    }),
    async (request) => {
      const { status, targetType, page, limit } = request.query;
      const filter = { status, targetType };
      const [groups, total] = await Promise.all([
        findReportGroups(db, filter, { limit, offset: (page - 1) * limit }),
        countReportGroups(db, filter),
      ]);
      const previews = new Map<string, ItemPreview>();
      const types = [...new Set(groups.map((group) => group.targetType))];
      for (const type of types) {
        const ids = groups.filter((group) => group.targetType === type).map((group) => group.targetId);
        for (const preview of await findPreviews(db, type, ids)) previews.set(`${type}:${preview.id}`, preview);
      }
      const contacts = new Map(
        (await findContacts(db, [...new Set([...previews.values()].map((p) => p.ownerId))])).map((c) => [c.id, c]),
      );
      const items: ReportedItem[] = groups.map((group) => {
        const preview = previews.get(`${group.targetType}:${group.targetId}`);
        const owner = preview ? contacts.get(preview.ownerId) : undefined;
        return {
          ...group,
          title: preview?.title ?? null,
          owner: owner ? { _id: owner.id, name: owner.name, email: owner.email } : null,
          path: preview ? targetKinds[group.targetType].path({ id: preview.id, linkId: preview.linkId }) : null,
          hiddenAt: preview?.hiddenAt ?? null,
          hiddenNote: preview?.hiddenNote ?? null,
        };
      });
      return {
        result: 1 as const,
        result_value: items,
        meta: { hasMore: page * limit < total, currentPage: page, total },
      };
    },
  );

  /** Tells the owner, once the change has committed (its account event went with it). */
  const mailOwner = (
    owner: Contact | undefined,
    build: typeof contentHiddenEmail,
    fields: MailFields,
    onError: ErrorLog,
  ) => {
    if (!owner) return;
    const { ownerPath, ...rest } = fields;
    const mail = build({
      to: owner.email,
      ownerName: owner.name,
      ...rest,
      link: `${app.config.publicUrl}${ownerPath}`,
      productName: app.config.productName,
    });
    app.mailer.sendInBackground(mail, onError);
  };

  /**
   * A moderator's change to a reported item: the item locked and checked, changed, its reports
   * resolved, audited and written in its owner's activity log in one transaction; once that has
   * committed, the owner's mail. Answers how many reports it resolved.
   */
  const moderate = async (
    request: FastifyRequest,
    { targetType, targetId }: { targetType: ReportTargetType; targetId: string },
    note: string | null,
    step: ModerationStep,
  ) => {
    const me = signedInUser(request);
    const { item, resolved, owner } = await app.catalogueWriter.write(async (tx) => {
      const item = await lockItem(tx, targetType, targetId);
      if (!item) throw notFound();
      const refusal = step.refusal(item);
      if (refusal) throw new AppError("CONFLICT", refusal);
      await step.change(tx, targetType, item.id);
      const where = { type: targetType, id: item.id };
      const resolved = await resolveReports(tx, where, { ...step.reports, by: me._id, note });
      const audit = step.audit(item, resolved);
      await recordAdminAction(tx, request, { action: step.action, targetType, targetId: item.id, ...audit, note });
      const detail = eventDetail(targetType, item, step.event.note);
      await insertAccountEvent(tx, item.ownerId, step.event.type, systemOrigin, detail);
      const [owner] = await findContacts(tx, [item.ownerId]);
      return { item, resolved, owner };
    });
    mailOwner(owner, step.mail.build, { ...mailFields(targetType, item), note }, (err) =>
      request.log.error({ err }, step.mail.failed),
    );
    return resolved;
  };

  app.post(
    "/admin/reports/hide",
    adminOnly("Hide a reported item from every public page, with a note the owner reads", {
      body: hideContentSchema,
      response: { 200: moderationActionResponseSchema },
    }),
    async (request) => {
      const note = request.body.note.trim();
      const resolved = await moderate(request, request.body, note, {
        refusal: (item) => (item.hiddenAt ? reportMessages.alreadyHidden : null),
        change: (tx, type, id) => hideItem(tx, type, id, note),
        reports: { from: "open", to: "hidden" },
        action: "report.hide",
        audit: (_item, resolved) => ({
          before: { hiddenAt: null },
          after: { hiddenCause: "moderation", hiddenNote: note, reportsResolved: resolved },
        }),
        event: { type: "content_hidden", note },
        mail: { build: contentHiddenEmail, failed: "content hidden mail failed" },
      });
      return ok({ message: reportMessages.hidden, resolved });
    },
  );

  app.post(
    "/admin/reports/restore",
    adminOnly("Show again an item a moderator hid; its reports become restored", {
      body: resolveContentSchema,
      response: { 200: moderationActionResponseSchema },
    }),
    async (request) => {
      const resolved = await moderate(request, request.body, request.body.note.trim() || null, {
        refusal: (item) => (item.hiddenCause !== "moderation" ? reportMessages.notHidden : null),
        change: restoreItem,
        reports: { from: "hidden", to: "restored" },
        action: "report.restore",
        audit: (item) => ({
          before: { hiddenCause: "moderation", hiddenNote: item.hiddenNote },
          after: { hiddenAt: null },
        }),
        event: { type: "content_restored" },
        mail: { build: contentRestoredEmail, failed: "content restored mail failed" },
      });
      return ok({ message: reportMessages.restored, resolved });
    },
  );

  app.post(
    "/admin/reports/dismiss",
    adminOnly("Dismiss an item's open reports: the item stays as it is", {
      body: resolveContentSchema,
      response: { 200: moderationActionResponseSchema },
    }),
    async (request) => {
      const { targetType, targetId } = request.body;
      const note = request.body.note.trim() || null;
      const me = signedInUser(request);
      // Only the reports change: no catalogue table is written, so the cached reads stay.
      const resolved = await db.transaction(async (tx) => {
        const resolved = await resolveReports(
          tx,
          { type: targetType, id: targetId },
          { from: "open", to: "dismissed", by: me._id, note },
        );
        if (resolved === 0) throw new AppError("NOT_FOUND", reportMessages.noOpenReports);
        await recordAdminAction(tx, request, {
          action: "report.dismiss",
          targetType,
          targetId,
          before: { openReports: resolved },
          after: { openReports: 0 },
          note,
        });
        return resolved;
      });
      return ok({ message: reportMessages.dismissed, resolved });
    },
  );
};

/** What hiding and restoring differ in; `moderate` does the rest. */
type ModerationStep = {
  /** The conflict's message when the item is not in the state the step starts from. */
  refusal: (item: ItemPreview) => string | null;
  change: (tx: CatalogueTx, type: ReportTargetType, id: string) => Promise<void>;
  reports: { from: ReportStatus; to: ReportStatus };
  action: string;
  audit: (item: ItemPreview, resolved: number) => { before: Record<string, unknown>; after: Record<string, unknown> };
  event: { type: "content_hidden" | "content_restored"; note?: string };
  mail: { build: typeof contentHiddenEmail; failed: string };
};

type MailFields = { kind: string; title: string; note: string | null; ownerPath: string; private: boolean };
type ErrorLog = (err: unknown) => void;

function mailFields(type: ReportTargetType, item: ItemPreview): Omit<MailFields, "note"> {
  const kind = targetKinds[type];
  return { kind: kind.noun, title: item.ownerTitle, ownerPath: kind.ownerPath, private: kind.private === true };
}

/** The owner's activity log line: what, and the moderator's note. */
function eventDetail(type: ReportTargetType, item: ItemPreview, note?: string): string {
  const what = `${targetKinds[type].noun} "${item.ownerTitle}"`;
  return note ? `${what}: ${note}` : what;
}
