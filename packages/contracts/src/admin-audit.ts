import { z } from "zod";
import { cursorPageSchema } from "./envelope.ts";
import { cursorQueryFields, dayRangeFields, daysInOrder } from "./list-query.ts";

/** `GET /api/admin/audit`: the append-only log of admin actions, newest first (issue 15). */

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 100;

export const auditMessages = {
  badCursor: "This page link is no longer valid. Start from the first page.",
  badRange: "The start date must be on or before the end date.",
} as const;

export const auditListQuerySchema = z
  .object({
    /** Matches the action, the target's id, the actor's e-mail or the note (case-blind, anywhere). */
    search: z.string().trim().max(100).default(""),
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_.-]*$/, "An action is lower-case words joined by dots, like payment.refund.")
      .default(""),
    targetType: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]*$/, "A target type is a lower-case word, like payment.")
      .default(""),
    actorId: z.uuid({ message: "Choose an admin from the list." }).optional(),
    ...dayRangeFields,
    ...cursorQueryFields(AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE),
  })
  .strict()
  .refine(daysInOrder, { message: auditMessages.badRange, path: ["to"] });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

const json = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: json,
  after: json,
  note: z.string().nullable(),
  ipAddress: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = cursorPageSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
