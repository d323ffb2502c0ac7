import { createHash } from "node:crypto";
import { FORGOT_PASSWORD_COOLDOWN_MS } from "@mp/contracts/auth";
import type { ThrottleRule } from "../../lib/throttle.ts";

const MINUTE = 60_000;

/** Limits on the account endpoints, on top of the API's per-address rate limit. */
export const authRules = {
  /** Failed sign-ins for one account… */
  loginPerEmail: { name: "login-email", max: 5, windowMs: 15 * MINUTE },
  /** …and from one address, whichever accounts they try. */
  loginPerAddress: { name: "login-address", max: 20, windowMs: 15 * MINUTE },
  signupPerAddress: { name: "signup-address", max: 10, windowMs: 60 * MINUTE },
  forgotPerAddress: { name: "forgot-address", max: 10, windowMs: 60 * MINUTE },
  /** The spec's 5-minute cooldown, kept by the server for every address asked about, known or not. */
  forgotCooldown: { name: "forgot-email", max: 1, windowMs: FORGOT_PASSWORD_COOLDOWN_MS },
} satisfies Record<string, ThrottleRule>;

/** Counters are keyed by a digest of the email, so Redis never holds the addresses themselves. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("base64url").slice(0, 32);
}
