import { z } from "zod";
import { authMessages } from "./auth.ts";
import { optionalPhoneNumberSchema } from "./phone.ts";

export const PHONE_CODE_LENGTH = 6;
/** A code is good for this long, and for this many wrong tries. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const verificationMessages = {
  noPhone: "Add a phone number to your account first.",
  phoneAlreadyConfirmed: "Your phone number is already confirmed.",
  codeSent: "We sent a 6-digit code to your phone. It works for 10 minutes.",
  codeTooSoon: "A code was sent less than a minute ago. Wait a minute before asking for another.",
  codeDailyLimit: "You asked for five codes today. Try again tomorrow.",
  codeFormat: "Enter the 6 digits of the code.",
  noCode: "Ask for a code first.",
  codeExpired: "This code has expired. Ask for a new one.",
  codeWrong: "That code is not right.",
  tooManyTries: "Too many wrong codes. Ask for a new one.",
  phoneChanged: "Your phone number changed after the code was sent. Ask for a new code.",
  phoneConfirmed: "Your phone number is confirmed.",
  phoneSaved: "Your phone number is saved.",
  phoneRemoved: "Your phone number is removed.",
  emailAlreadyConfirmed: "Your e-mail address is already confirmed.",
  linkTooSoon: "A link was sent less than a minute ago. Wait a minute before asking for another.",
  linkDailyLimit: "You asked for five links today. Try again tomorrow.",
  linkInvalid: "This confirmation link is not valid. Ask for a new one from your account.",
  linkExpired: "This confirmation link has expired. Ask for a new one from your account.",
  emailChanged: "Your e-mail address changed after this link was sent. Ask for a new one from your account.",
  emailConfirmed: "Your e-mail address is confirmed.",
} as const;

/** A confirmation link works for this long. */
export const EMAIL_LINK_TTL_HOURS = 24;
export const MAX_EMAIL_TOKEN_LENGTH = 300;

/** What the "Confirm e-mail" button says once the link is on its way. */
export function emailLinkSentMessage(email: string): string {
  return `We sent a confirmation link to ${email}.`;
}

/** `GET /api/account/verification`: what the signed-in user has confirmed. */
export const verificationStatusSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export const verificationStatusResponseSchema = z.object({
  result: z.literal(1),
  result_value: verificationStatusSchema,
});

/** `POST /api/account/phone/verify`. */
export const phoneVerifyRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(20, { message: verificationMessages.codeFormat, abort: true })
      .regex(/^\d{6}$/, { message: verificationMessages.codeFormat }),
  })
  .strict();
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;

export const verificationMessageResponseSchema = z.object({ result: z.literal(1), message: z.string() });

/** `POST /api/account/email/confirm`: the token of the mailed link, which alone proves the address. */
export const emailConfirmRequestSchema = z
  .object({
    token: z
      .string({ error: verificationMessages.linkInvalid })
      .min(1, { error: verificationMessages.linkInvalid, abort: true })
      .max(MAX_EMAIL_TOKEN_LENGTH, { error: verificationMessages.linkInvalid, abort: true }),
  })
  .strict();

/** `PUT /api/account/phone`: the account's new number (E.164 once parsed); empty removes it. */
export const phoneUpdateRequestSchema = z
  .object({ phone: optionalPhoneNumberSchema({ invalid: authMessages.phoneInvalid }) })
  .strict();
export type PhoneUpdateRequest = z.input<typeof phoneUpdateRequestSchema>;
