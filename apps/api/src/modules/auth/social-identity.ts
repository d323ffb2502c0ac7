/** Who a provider says the person is; the email only when the provider has verified it. */
export type SocialIdentity = { subject: string; email: string | null; name: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function cleanEmail(value: unknown): string | null {
  return typeof value === "string" && value.length <= 254 && EMAIL.test(value) ? value.toLowerCase() : null;
}

export function cleanName(value: unknown): string | null {
  const name = typeof value === "string" ? value.trim().slice(0, 80) : "";
  return name === "" ? null : name;
}
