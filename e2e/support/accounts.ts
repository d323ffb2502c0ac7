import { randomBytes } from "node:crypto";

/** The Super-Admin that the global set-up creates with `npm run create-admin`. */
export const e2eAdmin = { email: "e2e-admin@example.com", password: "admin-password-123", name: "Erin Admin" };

/** A fresh identity per test, so that tests can run in parallel against one server. */
export function newPerson(label: string) {
  const id = randomBytes(4).toString("hex");
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase().replace(/\W+/g, "-")}-${id}@example.com`,
    password: `pw-${id}-long-enough`,
    phoneNumber: "2025550142",
  };
}

export type Person = ReturnType<typeof newPerson>;
