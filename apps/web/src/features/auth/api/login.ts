import { loginErrorSchema, sessionResponseSchema, type LoginRequest, type SessionResponse } from "@mp/contracts/auth";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/auth/login`: the token and the user, or 401 with `Password_error`. */
export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiPost("/api/auth/login", body, sessionResponseSchema);
}

/** The spec's field errors of a refused login (`Email_error`, `Password_error`), by form field. */
export function loginFieldErrors(error: unknown): { email?: string; password?: string } {
  if (!(error instanceof ApiError)) return {};
  const body = loginErrorSchema.safeParse(error.body);
  const fields: { email?: string; password?: string } = {};
  const email = (body.success && body.data.Email_error) || error.errors?.email?.[0];
  const password = (body.success && body.data.Password_error) || error.errors?.password?.[0];
  if (email) fields.email = email;
  if (password) fields.password = password;
  return fields;
}
