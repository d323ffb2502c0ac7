import { randomBytes, randomInt } from "node:crypto";
import { personName } from "./names.ts";

/** The Super-Admin that the global set-up creates with `npm run create-admin`. */
export const e2eAdmin = { email: "e2e-admin@example.com", password: "admin-password-123", name: "Erin Admin" };

/**
 * A fresh identity per test, so that tests can run in parallel against one server: a believable
 * name (support/names.ts: the same for the same test and `label`, unique within the run, which
 * is what the screenshots show), an address made of it, and a random password.
 */
export function newPerson(label: string) {
  const id = randomBytes(4).toString("hex");
  const name = personName(label);
  // Four digits keep the address unique should a retried test draw the same name again.
  const tag = randomInt(1000, 10_000);
  return {
    name: name.full,
    email: `${name.first}.${name.last}.${tag}@example.com`.toLowerCase(),
    password: `pw-${id}-long-enough`,
    phoneNumber: "2025550142",
  };
}

export type Person = ReturnType<typeof newPerson>;
