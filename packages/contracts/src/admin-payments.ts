import { z } from "zod";
import { cursorPageSchema, successSchema } from "./envelope.ts";
import { cursorQueryFields, dayRangeFields, daysInOrder } from "./list-query.ts";
import {
  billingPlanFamilies,
  paymentKinds,
  paymentProviders,
  paymentStatuses,
  subscriptionStatuses,
} from "./billing.ts";

/** The admin panel's payments (issue 15): a filtered list paged by key, one payment, a refund. */

export const ADMIN_PAYMENT_PAGE_SIZE = 25;
export const MAX_ADMIN_PAYMENT_PAGE_SIZE = 100;
export const REFUND_NOTE_MAX = 500;

export const adminPaymentMessages = {
  notFound: "Payment not found.",
  notRefundable: "Only a paid purchase, upgrade or renewal can be refunded.",
  alreadyRefunded: "This payment has already been refunded.",
  noteRequired: "Write a note saying why the payment is refunded.",
  badCursor: "This page link is no longer valid. Start from the first page.",
  badRange: "The start date must be on or before the end date.",
  providerUnavailable: "The payment service could not be reached. Nothing changed; try again shortly.",
  refunded: "The payment was refunded.",
} as const;

/** `GET /api/admin/payments`: every filter optional; `cursor` continues a list where the last page ended. */
export const adminPaymentListQuerySchema = z
  .object({
    status: z.enum(paymentStatuses).optional(),
    kind: z.enum(paymentKinds).optional(),
    provider: z.enum(paymentProviders).optional(),
    family: z.enum(billingPlanFamilies).optional(),
    /** Part of the payer's e-mail, or a receipt number. */
    search: z.string().trim().max(100).default(""),
    ...dayRangeFields,
    ...cursorQueryFields(ADMIN_PAYMENT_PAGE_SIZE, MAX_ADMIN_PAYMENT_PAGE_SIZE),
  })
  .strict()
  .refine(daysInOrder, { message: adminPaymentMessages.badRange, path: ["to"] });
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>;

export const adminPaymentSchema = z.object({
  _id: z.uuid(),
  user: z.object({ _id: z.uuid(), email: z.string(), name: z.string() }),
  plan: z.object({ _id: z.uuid(), name: z.string(), family: z.enum(billingPlanFamilies) }),
  kind: z.enum(paymentKinds),
  /** Cents; a refund's amount is negative (money given back), so a sum of rows is the revenue. */
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders),
  receiptNumber: z.string(),
  refundOf: z.uuid().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListResponseSchema = cursorPageSchema(adminPaymentSchema);
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponseSchema>;

/** One payment with what it touched: its subscription, what its ledger rows granted, its refund. */
export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  providerPaymentId: z.string().nullable(),
  periodStart: z.iso.datetime({ offset: true }).nullable(),
  periodEnd: z.iso.datetime({ offset: true }).nullable(),
  subscription: z
    .object({
      _id: z.uuid(),
      status: z.enum(subscriptionStatuses),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  granted: z.object({ connects: z.number().int(), freelancers: z.number().int() }),
  refund: adminPaymentSchema.nullable(),
  refundable: z.boolean(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export const adminPaymentDetailResponseSchema = successSchema(adminPaymentDetailSchema);

export const adminPaymentParamsSchema = z.object({ id: z.uuid({ message: adminPaymentMessages.notFound }) }).strict();

/** `POST /api/admin/payments/{id}/refund`: the whole amount, once; the note says why. */
export const refundRequestSchema = z
  .object({
    note: z
      .string({ message: adminPaymentMessages.noteRequired })
      .max(REFUND_NOTE_MAX, `Keep the note under ${REFUND_NOTE_MAX} characters.`)
      .trim()
      .min(1, adminPaymentMessages.noteRequired),
  })
  .strict();
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** What the refund did: the refund row, and what the ledger took back (never below zero). */
export const refundResultSchema = z.object({
  refund: adminPaymentSchema,
  takenBack: z.object({ connects: z.number().int(), freelancers: z.number().int() }),
  /** What the payment had granted but the user had already spent: it could not be taken back. */
  shortfall: z.object({ connects: z.number().int(), freelancers: z.number().int() }),
  subscriptionEnded: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
export const refundResponseSchema = successSchema(refundResultSchema);
