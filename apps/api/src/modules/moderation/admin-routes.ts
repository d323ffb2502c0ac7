import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  hideContentSchema,
  moderationActionResponseSchema,
  reportMessages,
  resolveContentSchema,
  type ReportedItem,
  type ReportTargetType,
} from "@mp/contracts/report";
import { AppError } from "../../lib/app-error.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
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

const adminSchema = { tags: ["Admin"], security: bearerSecurity };
const notFound = () => new AppError("NOT_FOUND", reportMessages.notFound);

/**
 * The moderation queue: reports grouped by item, and the moderator's three answers to an item —
 * hide it (a note the owner reads), dismiss its open reports, restore what a moderator hid.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/admin/reports",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: "The moderation queue: reported items with their reports, by status",
        querystring: adminReportListQuerySchema,
        response: { 200: adminReportListResponseSchema },
      },
    },
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

  app.post(
    "/admin/reports/hide",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: "Hide a reported item from every public page, with a note the owner reads",
        body: hideContentSchema,
        response: { 200: moderationActionResponseSchema },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.body;
      const note = request.body.note.trim();
      const me = signedInUser(request);
      const { item, resolved, owner } = await app.catalogueWriter.write(async (tx) => {
        const item = await lockItem(tx, targetType, targetId);
        if (!item) throw notFound();
        if (item.hiddenAt) throw new AppError("CONFLICT", reportMessages.alreadyHidden);
        await hideItem(tx, targetType, item.id, note);
        const resolved = await resolveReports(
          tx,
          { type: targetType, id: item.id },
          { from: "open", to: "hidden", by: me._id, note },
        );
        await recordAdminAction(tx, request, {
          action: "report.hide",
          targetType,
          targetId: item.id,
          before: { hiddenAt: null },
          after: { hiddenCause: "moderation", hiddenNote: note, reportsResolved: resolved },
          note,
        });
        await insertAccountEvent(tx, item.ownerId, "content_hidden", systemOrigin, eventDetail(targetType, item, note));
        const [owner] = await findContacts(tx, [item.ownerId]);
        return { item, resolved, owner };
      });
      mailOwner(owner, contentHiddenEmail, { ...mailFields(targetType, item), note }, (err) =>
        request.log.error({ err }, "content hidden mail failed"),
      );
      return { result: 1 as const, result_value: { message: reportMessages.hidden, resolved } };
    },
  );

  app.post(
    "/admin/reports/restore",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: "Show again an item a moderator hid; its reports become restored",
        body: resolveContentSchema,
        response: { 200: moderationActionResponseSchema },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.body;
      const note = request.body.note.trim() || null;
      const me = signedInUser(request);
      const { item, resolved, owner } = await app.catalogueWriter.write(async (tx) => {
        const item = await lockItem(tx, targetType, targetId);
        if (!item) throw notFound();
        if (item.hiddenCause !== "moderation") throw new AppError("CONFLICT", reportMessages.notHidden);
        await restoreItem(tx, targetType, item.id);
        const resolved = await resolveReports(
          tx,
          { type: targetType, id: item.id },
          { from: "hidden", to: "restored", by: me._id, note },
        );
        await recordAdminAction(tx, request, {
          action: "report.restore",
          targetType,
          targetId: item.id,
          before: { hiddenCause: "moderation", hiddenNote: item.hiddenNote },
          after: { hiddenAt: null },
          note,
        });
        await insertAccountEvent(tx, item.ownerId, "content_restored", systemOrigin, eventDetail(targetType, item));
        const [owner] = await findContacts(tx, [item.ownerId]);
        return { item, resolved, owner };
      });
      mailOwner(owner, contentRestoredEmail, { ...mailFields(targetType, item), note }, (err) =>
        request.log.error({ err }, "content restored mail failed"),
      );
      return { result: 1 as const, result_value: { message: reportMessages.restored, resolved } };
    },
  );

  app.post(
    "/admin/reports/dismiss",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        summary: "Dismiss an item's open reports: the item stays as it is",
        body: resolveContentSchema,
        response: { 200: moderationActionResponseSchema },
      },
    },
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
      return { result: 1 as const, result_value: { message: reportMessages.dismissed, resolved } };
    },
  );
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
