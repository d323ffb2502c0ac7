import { createHash } from "node:crypto";
import { FORGOT_PASSWORD_COOLDOWN_MS } from "@mp/contracts/auth";
import type { ThrottleRule } from "../../lib/throttle.ts";

const MINUTE = 60_000;

/** Limits on the account endpoints, on top of the API's per-address rate limit. */
export const authRules = {
  /**
   * Failed sign-ins from one address to one account: a stranger guessing is slowed down here,
   * while the owner, from their own address, is not (decision 008).
   */
  loginPerPair: { name: "login-pair", max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from all addresses together: a looser ceiling on spread-out guessing. */
  loginPerEmail: { name: "login-email", max: 50, windowMs: 60 * MINUTE },
  /** Failed sign-ins from one address, whichever accounts they try. */
  loginPerAddress: { name: "login-address", max: 20, windowMs: 15 * MINUTE },
  /** Every sign-in from one address, right or wrong: each costs a password hash and may open a session. */
  loginAttemptsPerAddress: { name: "login-attempts", max: 60, windowMs: 15 * MINUTE },
  signupPerAddress: { name: "signup-address", max: 10, windowMs: 60 * MINUTE },
  forgotPerAddress: { name: "forgot-address", max: 10, windowMs: 60 * MINUTE },
  /** The spec's 5-minute cooldown, kept by the server for every address asked about, known or not. */
  forgotCooldown: { name: "forgot-email", max: 1, windowMs: FORGOT_PASSWORD_COOLDOWN_MS },
} satisfies Record<string, ThrottleRule>;

/** Counters are keyed by a digest of the email, so Redis never holds the addresses themselves. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("base64url").slice(0, 32);
}
