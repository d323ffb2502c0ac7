import { messageResponseSchema } from "@mp/contracts/auth";
import { apiPost } from "../../../lib/api-client";

/**
 * `POST /api/auth/logout` with the bearer token: ends the session on the server. Sent with
 * keepalive, so it completes even though the page leaves for the admin host right after.
 */
export function logout(): Promise<unknown> {
  return apiPost("/api/auth/logout", {}, messageResponseSchema, { auth: true, keepalive: true });
}
