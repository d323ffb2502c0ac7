import type { CreditKind } from "@mp/db/schema/index";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "../../lib/executor.ts";
import { isMovementWritten, lockBalance, writeMovement, type CreditMovement } from "./repository.ts";

/** What a movement did: `applied` is false when the same movement (user, kind, reason, reference) was already written. */
export type CreditOutcome = { applied: boolean; balance: number; delta: number };

/** Words for the refusal when the balance is short. */
const shortMessages: Record<CreditKind, string> = {
  connects: "You do not have enough connects.",
  freelancers: "You have no Remaining Freelancer left.",
};

/**
 * Every movement runs the same steps inside the caller's transaction: lock the user's row (so
 * that concurrent movements of one user take turns), skip a movement already written, then write
 * the row and the new balance. The lock is what keeps 50 concurrent spends from overdrawing.
 */
async function move(
  tx: Executor,
  movement: CreditMovement,
  signedDelta: (balance: number) => number,
): Promise<CreditOutcome> {
  if (!Number.isInteger(movement.amount) || movement.amount <= 0) {
    throw new Error(`credit movement amount must be a positive integer, got ${movement.amount}`);
  }
  const balance = await lockBalance(tx, movement.userId, movement.kind);
  if (await isMovementWritten(tx, movement)) return { applied: false, balance, delta: 0 };
  const delta = signedDelta(balance);
  if (delta === 0) return { applied: false, balance, delta: 0 };
  await writeMovement(tx, movement, delta, balance + delta);
  return { applied: true, balance: balance + delta, delta };
}

/** Adds connects or allowance: a plan's grant, a renewal, a refund, an admin's gift. */
export function grantCredits(tx: Executor, movement: CreditMovement): Promise<CreditOutcome> {
  return move(tx, movement, () => movement.amount);
}

/**
 * Takes `amount`, or refuses with 409 and the kind's message when the balance is short: nothing
 * is written then, and the caller's transaction should end (the error rolls it back).
 */
export function spendCredits(tx: Executor, movement: CreditMovement): Promise<CreditOutcome> {
  return move(tx, movement, (balance) => {
    if (balance < movement.amount) throw new AppError("CONFLICT", shortMessages[movement.kind]);
    return -movement.amount;
  });
}

/** Takes up to `amount` and never below zero: the expiry of a period's unspent grant, an admin's correction. */
export function expireCredits(tx: Executor, movement: CreditMovement): Promise<CreditOutcome> {
  return move(tx, movement, (balance) => -Math.min(balance, movement.amount));
}
