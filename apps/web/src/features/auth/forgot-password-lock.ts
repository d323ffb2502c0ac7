import { FORGOT_PASSWORD_COOLDOWN_MS } from "@mp/contracts/auth";

/** When the last reset email was requested; kept across reloads, so the 5-minute lock survives one. */
const lockKey = "forgotPasswordSentAt";

export function lockForgotPassword(now: number = Date.now()): void {
  localStorage.setItem(lockKey, String(now));
}

/** Milliseconds until another reset email may be requested; 0 when the form is open. */
export function forgotPasswordLockRemaining(now: number = Date.now()): number {
  const sentAt = Number(localStorage.getItem(lockKey));
  if (!sentAt) return 0;
  const remaining = sentAt + FORGOT_PASSWORD_COOLDOWN_MS - now;
  // A clock set back would otherwise lock the form for longer than the cooldown.
  return remaining > 0 && remaining <= FORGOT_PASSWORD_COOLDOWN_MS ? remaining : 0;
}
