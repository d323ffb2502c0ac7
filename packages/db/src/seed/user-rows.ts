import type { users } from "../schema/users.ts";
import { demoId } from "./ids.ts";
import { personName } from "./names.ts";
import { phoneNumber, pickCity } from "./places.ts";
import { randomFor } from "./random.ts";
import { daysBeforeReference } from "./time.ts";

export type NewUser = typeof users.$inferInsert;

/** The three kinds of demo account; the number in the address is 1-based: vendor0001@example.com. */
export type DemoRole = "vendor" | "employer" | "freelancer";

const USER_TYPES: Record<DemoRole, NewUser["userType"]> = { vendor: "User", employer: "Employer", freelancer: "User" };

export function demoUserId(role: DemoRole, number: number): string {
  return demoId("user", `${role}${number}`);
}

/** Demo accounts use the reserved example.com domain, so no mail can ever reach a real person. */
export function demoEmail(role: DemoRole, number: number): string {
  return `${role}${String(number).padStart(4, "0")}@example.com`;
}

/** Demo account `number` of a role; it has no password, so nobody can sign in as it. */
export function userRow(role: DemoRole, number: number): NewUser {
  const random = randomFor(`user:${role}`, number);
  const name = personName(random);
  const createdAt = daysBeforeReference(random.float(200, 720));
  // Most demo accounts confirmed their e-mail; most vendors their phone too (the "Verified" mark).
  const trust = randomFor(`user-trust:${role}`, number);
  const emailVerifiedAt = trust.chance(0.85) ? new Date(createdAt.getTime() + trust.int(60, 86_400) * 1000) : null;
  const phoneVerifiedAt =
    emailVerifiedAt && trust.chance(role === "vendor" ? 0.7 : 0.4)
      ? new Date(emailVerifiedAt.getTime() + trust.int(60, 30 * 86_400) * 1000)
      : null;
  return {
    id: demoUserId(role, number),
    name,
    email: demoEmail(role, number),
    phone: phoneNumber(random, pickCity(random).areaCode),
    userType: USER_TYPES[role],
    additionalRoles: role === "freelancer" ? ["Freelancer"] : [],
    emailVerifiedAt,
    phoneVerifiedAt,
    createdAt,
    updatedAt: createdAt,
  };
}
