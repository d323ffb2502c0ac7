import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { PHONE_CODE_LENGTH } from "@mp/contracts/account-verification";
import type { ThrottleRule } from "../../lib/throttle.ts";

/** Codes asked for by one account: one a minute, five a day. */
export const phoneCodeRules = {
  perMinute: { name: "phone-code-minute", max: 1, windowMs: 60_000 },
  perDay: { name: "phone-code-day", max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, ThrottleRule>;

/** Six random digits, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
}

/** The stored form of a code: SHA-256 of the account and the code, so a row alone never shows the code. */
export function hashPhoneCode(userId: string, code: string): string {
  return createHash("sha256").update(`${userId}:${code}`).digest("hex");
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function phoneCodeText(productName: string, code: string): string {
  return `${code} is your ${productName} confirmation code. It works for 10 minutes. Nobody from ${productName} will ask you for it.`;
}
