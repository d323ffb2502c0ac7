import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

export const MAX_PHONE_LENGTH = 40;

/**
 * A phone number with its dial code, as clients write it: E.164 (`+12025550123`), or the
 * national number after the dial code, spaced or punctuated (`+1 2025550123`, `+1 (202) 555-0123`).
 * Checked against the country's numbering plan and answered in E.164, the one form stored.
 * The length check aborts first, so a long value never reaches the parser.
 */
export function phoneNumberSchema(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(MAX_PHONE_LENGTH, { error: messages.invalid, abort: true })
    .transform((value, context) => {
      const number = toE164(value);
      if (number) return number;
      context.issues.push({ code: "custom", message: messages.invalid, input: value });
      return z.NEVER;
    });
}

/** The same number, where an empty (or blank) value means "no number" and is answered as null. */
export function optionalPhoneNumberSchema(messages: { invalid: string }) {
  return z
    .string({ error: messages.invalid })
    .trim()
    .max(MAX_PHONE_LENGTH, { error: messages.invalid, abort: true })
    .transform((value, context) => {
      if (value === "") return null;
      const number = toE164(value);
      if (number) return number;
      context.issues.push({ code: "custom", message: messages.invalid, input: value });
      return z.NEVER;
    });
}

function toE164(value: string): string | null {
  const parsed = value.startsWith("+") ? parsePhoneNumberFromString(value) : undefined;
  return parsed?.isValid() ? parsed.number : null;
}
