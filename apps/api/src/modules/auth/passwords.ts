import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's defaults: argon2id, 19 MiB, 2 passes, 1 lane (OWASP's recommended minimum).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account, or one that signs
 * in through Google or Facebook only) a dummy hash is checked all the same, so that the answer
 * takes as long and says nothing about which emails have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash("not the password of anybody");
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
