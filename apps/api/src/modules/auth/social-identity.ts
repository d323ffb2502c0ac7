import { emailPattern, MAX_EMAIL_LENGTH } from "@mp/contracts/email";

/** Who a provider says the person is; the email only when the provider has verified it. */
export type SocialIdentity = { subject: string; email: string | null; name: string | null };

export function cleanEmail(value: unknown): string | null {
  return typeof value === "string" && value.length <= MAX_EMAIL_LENGTH && emailPattern.test(value)
    ? value.toLowerCase()
    : null;
}

export function cleanName(value: unknown): string | null {
  const name = typeof value === "string" ? value.trim().slice(0, 80) : "";
  return name === "" ? null : name;
}
