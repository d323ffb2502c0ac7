import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SignupRequest } from "@mp/contracts/auth";
import type { User } from "@mp/contracts/user";
import type { DatabaseHandle } from "@mp/db/client";
import { users } from "@mp/db/schema/index";

export const PASSWORD = "correct horse battery";

/** An email no other test uses. */
export function uniqueEmail(label = "member"): string {
  return `${label}-${randomBytes(5).toString("hex")}@example.org`;
}

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail(),
    password: PASSWORD,
    phone: "+1 2025550142",
    userType: "User",
    acceptTerms: true,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function signup(app: FastifyInstance, body: object) {
  return app.inject({ method: "POST", url: "/api/auth/signup", payload: body });
}

export function login(app: FastifyInstance, email: string, password = PASSWORD, remoteAddress?: string) {
  return app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });
}

export type Account = { email: string; password: string; token: string; user: User };

/** Signs a new account up and in, as the site does. */
export async function createAccount(app: FastifyInstance, overrides: Partial<SignupRequest> = {}): Promise<Account> {
  const body = signupBody(overrides);
  const created = await signup(app, body);
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.statusCode} ${created.body}`);
  const signedIn = await login(app, body.email, body.password);
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.statusCode} ${signedIn.body}`);
  const { token, user } = signedIn.json<{ token: string; user: User }>();
  return { email: body.email, password: body.password, token, user };
}

/** Gives an account an additional user type, as `npm run create-admin` or a database operator would. */
export async function makeAdmin(database: DatabaseHandle, userId: string, type: "Admin" | "Super-Admin" = "Admin") {
  await database.db.update(users).set({ additionalUserType: type }).where(eq(users.id, userId));
}
