import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { pageQueryFields } from "./list-query.ts";

/** Connects (user plans) and the remaining-freelancer allowance (hire plans). */
export const creditKinds = ["connects", "freelancers"] as const;
export type CreditKind = (typeof creditKinds)[number];
/** Why a ledger row was written. */
export const creditReasons = ["grant", "renewal", "upgrade", "spend", "refund", "expiry", "adjustment"] as const;
export type CreditReason = (typeof creditReasons)[number];
/** What a ledger row refers to: `referenceId` is that thing's id. */
export const creditReferenceTypes = [
  "payment",
  "subscription",
  "job_application",
  "hire_request",
  "admin",
  "account",
] as const;
export type CreditReferenceType = (typeof creditReferenceTypes)[number];

export const LEDGER_PAGE_SIZE = 20;
export const MAX_LEDGER_PAGE_SIZE = 50;

/** `GET /api/credits/ledger?kind=&page=&limit=`: the signed-in user's own rows, newest first. */
export const ledgerQuerySchema = z
  .object({
    kind: z.enum(creditKinds, { message: "Choose connects or freelancers." }).optional(),
    ...pageQueryFields(LEDGER_PAGE_SIZE, MAX_LEDGER_PAGE_SIZE),
  })
  .strict();
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** One movement: `delta` is positive for a grant or refund, negative for a spend or expiry. */
export const ledgerRowSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(creditKinds),
  delta: z.number().int(),
  /** The balance of this kind once the row was written. */
  balanceAfter: z.number().int().nonnegative(),
  reason: z.enum(creditReasons),
  referenceType: z.enum(creditReferenceTypes),
  referenceId: z.string(),
  /** A person's words: an admin adjustment's reason, or what the row is for ("" when none). */
  note: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerResponseSchema = pagedSchema(ledgerRowSchema);
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;
