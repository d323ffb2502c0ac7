import type { FastifyInstance } from "fastify";
import type { User } from "@mp/contracts/user";
import { bearer, login, signupBody, type Account } from "./accounts.ts";

let nextAddress = 1;

/**
 * Signs an account up and in from an address of its own (TEST-NET-2), so that a file already
 * near the sign-up limit of 127.0.0.1 can still make the accounts the admin user tests need.
 */
export async function createAccountElsewhere(app: FastifyInstance): Promise<Account> {
  const remoteAddress = `198.51.100.${nextAddress++ % 250}`;
  const body = signupBody();
  const created = await app.inject({ method: "POST", url: "/api/auth/signup", payload: body, remoteAddress });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.statusCode} ${created.body}`);
  const signedIn = await login(app, body.email, body.password, remoteAddress);
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.statusCode} ${signedIn.body}`);
  const { token, user } = signedIn.json<{ token: string; user: User }>();
  return { email: body.email, password: body.password, token, user };
}

/** Calls an admin user action (`suspend`, `restore`, `role`, `password-reset`, `connects`) as `admin`. */
export function adminAction(app: FastifyInstance, admin: Account, userId: string, action: string, payload?: object) {
  return app.inject({
    method: "POST",
    url: `/api/admin/users/${userId}/${action}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
}
