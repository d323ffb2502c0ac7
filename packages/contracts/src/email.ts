/** The longest e-mail address accepted anywhere (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A simple address check, as the spec asks: no spaces, one "@", a dot in the domain. The domain's
 * parts cannot contain a dot, so no two parts of the pattern can match the same text and it runs
 * in linear time; schemas still check the length first (with `abort`), so a long value never reaches it.
 */
export const emailPattern = /^[^\s@]+@[^\s.@]+(?:\.[^\s.@]+)+$/;

/** Empty, or an address that passes the simple check. */
export function isOptionalEmail(value: string): boolean {
  return value === "" || emailPattern.test(value);
}
