import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";

/** What a signed-in person can report (the `reports.target_type` column). */
export const reportTargetTypes = [
  "listing",
  "banner_ad",
  "feature_ad",
  "job",
  "freelancer",
  "client",
  "review",
  "message",
] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ["spam", "scam", "offensive", "prohibited", "wrong_category", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
/** open → hidden (the content left public view) or dismissed; a hidden item's reports → restored. */
export const reportStatuses = ["open", "hidden", "dismissed", "restored"] as const;
export type ReportStatus = (typeof reportStatuses)[number];
/** Why content is out of public view: an admin hid it, or its owner's account is suspended. */
export const hiddenCauses = ["moderation", "suspension"] as const;

/** The reasons in words, for the report dialog and the moderation queue. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  scam: "Scam or fraud",
  offensive: "Offensive or abusive",
  prohibited: "Prohibited item or service",
  wrong_category: "Wrong category",
  other: "Something else",
};

export const reportTargetLabels: Record<ReportTargetType, string> = {
  listing: "Listing",
  banner_ad: "Banner ad",
  feature_ad: "Feature ad",
  job: "Job",
  freelancer: "Freelancer profile",
  client: "Client profile",
  message: "Message",
  review: "Review",
};

export const REPORT_NOTE_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;

export const reportMessages = {
  thanks: "Thanks — our moderators will review this.",
  notFound: "There is nothing to report here: it does not exist or is no longer public.",
  ownContent: "You cannot report your own content.",
  throttled: "You have sent many reports in a short time. Please try again later.",
  noteRequired: "Say why the content is hidden: the owner reads this note.",
  noOpenReports: "This item has no open reports.",
  notHidden: "This item is not hidden by a moderator.",
  alreadyHidden: "This item is already hidden.",
  hidden: "Hidden. The owner has been told why.",
  dismissed: "Reports dismissed.",
  restored: "Restored. The content is public again.",
} as const;

/** `POST /api/reports` (signed in). A `targetId` that is not a uuid cannot exist. */
export const createReportSchema = z
  .object({
    targetType: z.enum(reportTargetTypes),
    targetId: z.string().max(64).pipe(z.uuid()),
    reason: z.enum(reportReasons, { error: "Choose a reason." }),
    note: z
      .string()
      .max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters.`)
      .transform((note) => note.trim())
      .default(""),
  })
  .strict();
export type CreateReportRequest = z.input<typeof createReportSchema>;

export const createReportResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ message: z.string() }),
});

/** `GET /api/admin/reports?status=&targetType=&page=&limit=`: the queue, one entry per reported item. */
export const adminReportListQuerySchema = z
  .object({
    status: z.enum(reportStatuses).default("open"),
    targetType: z.enum(reportTargetTypes).optional(),
    ...pageQueryFields(20, 50),
  })
  .strict();
export type AdminReportListQuery = z.infer<typeof adminReportListQuerySchema>;

export const reportedItemSchema = z.object({
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
  /** The content's title or name; null when it has been deleted since. */
  title: z.string().nullable(),
  owner: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** The public page's path on the site. */
  path: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenNote: z.string().nullable(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
  latestNote: z.string(),
  latestAt: z.string(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const adminReportListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(reportedItemSchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int(), total: z.number().int() }),
});
export type AdminReportListResponse = z.infer<typeof adminReportListResponseSchema>;

const moderationTarget = {
  targetType: z.enum(reportTargetTypes),
  targetId: z.string().max(64).pipe(z.uuid()),
};
const optionalNote = z.string().max(MODERATION_NOTE_MAX, `At most ${MODERATION_NOTE_MAX} characters.`);

/** `POST /api/admin/reports/hide`: the note is required, the owner reads it. */
export const hideContentSchema = z
  .object({
    ...moderationTarget,
    note: optionalNote.refine((note) => note.trim().length > 0, reportMessages.noteRequired),
  })
  .strict();
export type HideContentRequest = z.input<typeof hideContentSchema>;

/** `POST /api/admin/reports/dismiss` and `.../restore`: the note is optional. */
export const resolveContentSchema = z.object({ ...moderationTarget, note: optionalNote.default("") }).strict();
export type ResolveContentRequest = z.input<typeof resolveContentSchema>;

export const moderationActionResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ message: z.string(), resolved: z.number().int() }),
});

/**
 * What the owner sees of their own hidden content: why ("moderation" with the moderator's note,
 * or "suspension" of the account) and since when; null when it is public. Optional in the
 * responses that carry it, so that older clients and fixtures without it still parse.
 */
export const hiddenNoticeSchema = z
  .object({
    hiddenAt: z.string(),
    cause: z.enum(hiddenCauses),
    note: z.string().nullable(),
  })
  .nullable();
export type HiddenNotice = z.infer<typeof hiddenNoticeSchema>;
