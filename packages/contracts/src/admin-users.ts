import { z } from "zod";
import { pageQueryFields } from "./list-query.ts";
import { accountEventSchema } from "./activity.ts";
import { MAX_PAGE_SIZE } from "./category.ts";
import { ledgerRowSchema } from "./credits.ts";
import { formatNumber } from "./format.ts";
import { adminUserTypes, userSchema } from "./user.ts";

/** `GET /api/admin/users?page=&limit=&search=` — Admin or Super-Admin only. */
export const adminUserListQuerySchema = z
  .object({
    ...pageQueryFields(20, MAX_PAGE_SIZE),
    search: z.string().trim().max(100).default(""),
  })
  .strict();

export const adminUserListResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(userSchema.extend({ createdAt: z.string() })),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int(), total: z.number().int() }),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** The additional user types an admin panel can set: none, Admin or Super-Admin. */
export const adminRoleChoices = ["none", ...adminUserTypes] as const;
export type AdminRoleChoice = (typeof adminRoleChoices)[number];

/** The largest number of connects one adjustment grants or takes. */
export const MAX_CONNECTS_ADJUSTMENT = 10_000;
export const MAX_ADMIN_NOTE_LENGTH = 500;

/** Words the server and the panel share. */
export const adminUserMessages = {
  notFound: "User not found.",
  noteRequired: "Write a note saying why.",
  noteTooLong: `The note can have at most ${MAX_ADMIN_NOTE_LENGTH} characters.`,
  reasonRequired: "Write the reason for the adjustment.",
  deltaInvalid: `Enter a whole number of connects from -${formatNumber(MAX_CONNECTS_ADJUSTMENT)} to ${formatNumber(MAX_CONNECTS_ADJUSTMENT)}, not 0.`,
  roleInvalid: "Choose no role, Admin or Super-Admin.",
  suspendSelf: "You cannot suspend your own account.",
  suspendSuperAdmin: "A Super-Admin cannot be suspended. Remove the Super-Admin role first.",
  suspendAdmin: "Only a Super-Admin can suspend an administrator.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  suspended: "This account is suspended. Restore it first.",
  roleSelf: "You cannot change your own role.",
  roleUnchanged: "The user already has this role.",
  lastSuperAdmin: "This is the last Super-Admin: make another Super-Admin first.",
  userSuspended: "User suspended. Their sessions have ended and their content is hidden.",
  userRestored: "User restored. Their content is visible again.",
  roleChanged: "Role changed.",
  resetSent: "Password-reset email sent.",
  connectsAdjusted: "Connects adjusted.",
  restoreAdmin: "Only a Super-Admin can restore an administrator.",
} as const;

/** The refusal of a take larger than the balance: connects never go below zero. */
export function connectsShortMessage(balance: number): string {
  return balance === 0
    ? "This user has no connects to take."
    : `This user has ${formatNumber(balance)} ${balance === 1 ? "connect" : "connects"}: you can take at most that many.`;
}

const noteSchema = (required: string) =>
  z
    .string({ error: required })
    .max(MAX_ADMIN_NOTE_LENGTH, {
      error: `The note can have at most ${MAX_ADMIN_NOTE_LENGTH} characters.`,
      abort: true,
    })
    .trim()
    .min(1, { error: required });

/** `{id}` of the admin user routes. */
export const adminUserParamsSchema = z.object({ id: z.uuid({ message: "Invalid user id." }) }).strict();

/** `POST /api/admin/users/{id}/suspend`: the note says why (kept on the account and in the audit log). */
export const suspendUserRequestSchema = z.object({ note: noteSchema(adminUserMessages.noteRequired) }).strict();
export type SuspendUserRequest = z.infer<typeof suspendUserRequestSchema>;

/** `POST /api/admin/users/{id}/restore`: a note is optional. */
export const restoreUserRequestSchema = z
  .object({
    note: z
      .string()
      .max(MAX_ADMIN_NOTE_LENGTH, { error: adminUserMessages.noteTooLong, abort: true })
      .trim()
      .optional(),
  })
  .strict();
export type RestoreUserRequest = z.infer<typeof restoreUserRequestSchema>;

/** `POST /api/admin/users/{id}/role` (Super-Admin only). */
export const changeRoleRequestSchema = z
  .object({ role: z.enum(adminRoleChoices, { error: adminUserMessages.roleInvalid }) })
  .strict();
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/** `POST /api/admin/users/{id}/connects`: a positive delta grants, a negative one takes (never below zero). */
export const adjustConnectsRequestSchema = z
  .object({
    delta: z.coerce
      .number({ error: adminUserMessages.deltaInvalid })
      .int({ error: adminUserMessages.deltaInvalid })
      .min(-MAX_CONNECTS_ADJUSTMENT, { error: adminUserMessages.deltaInvalid })
      .max(MAX_CONNECTS_ADJUSTMENT, { error: adminUserMessages.deltaInvalid })
      .refine((delta) => delta !== 0, { error: adminUserMessages.deltaInvalid }),
    reason: noteSchema(adminUserMessages.reasonRequired),
  })
  .strict();
export type AdjustConnectsRequest = z.input<typeof adjustConnectsRequestSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const signInMethods = ["password", "google", "facebook"] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const adminUserSubscriptionSchema = z.object({
  _id: z.uuid(),
  family: z.string(),
  planName: z.string(),
  status: z.string(),
  provider: z.string(),
  currentPeriodStart: isoDate,
  currentPeriodEnd: isoDate,
  cancelAtPeriodEnd: z.boolean(),
  createdAt: isoDate,
});

export const adminUserEventSchema = accountEventSchema;

/**
 * `GET /api/admin/users/{id}`: what an operator needs to judge an account. Never a password or
 * its hash: `signInMethods` says only whether one is set.
 */
export const adminUserDetailsSchema = z.object({
  account: userSchema.extend({
    createdAt: isoDate,
    updatedAt: isoDate,
    emailVerifiedAt: isoDate.nullable(),
    /** How the account can sign in: a password is set, Google or Facebook is linked. */
    signInMethods: z.array(z.enum(signInMethods)),
    suspendedAt: isoDate.nullable(),
    suspensionNote: z.string().nullable(),
    liveSessions: z.number().int(),
  }),
  balances: z.object({
    connects: z.number().int(),
    remainingFreelancers: z.number().int(),
    /** The connects as the ledger sums them: equal to `connects` unless something is wrong. */
    ledgerConnects: z.number().int(),
  }),
  subscriptions: z.array(adminUserSubscriptionSchema),
  counts: z.object({
    listings: z.number().int(),
    jobs: z.number().int(),
    applications: z.number().int(),
    hiddenItems: z.number().int(),
  }),
  recentEvents: z.array(adminUserEventSchema),
  recentLedger: z.array(ledgerRowSchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const adminUserDetailsResponseSchema = z.object({ result: z.literal(1), result_value: adminUserDetailsSchema });
export type AdminUserDetailsResponse = z.infer<typeof adminUserDetailsResponseSchema>;

/** What each action answers: its message and the account's details as they now are. */
export const adminUserActionResponseSchema = z.object({
  result: z.literal(1),
  message: z.string(),
  result_value: adminUserDetailsSchema,
});
export type AdminUserActionResponse = z.infer<typeof adminUserActionResponseSchema>;
