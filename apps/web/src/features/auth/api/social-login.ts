import {
  sessionResponseSchema,
  type facebookLoginRequestSchema,
  type googleLoginRequestSchema,
  type SessionResponse,
} from "@mp/contracts/auth";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/auth/google` with the ID token credential Google Identity Services handed over. */
export function loginWithGoogle(credential: string): Promise<SessionResponse> {
  const body: z.infer<typeof googleLoginRequestSchema> = { token: credential };
  return apiPost("/api/auth/google", body, sessionResponseSchema);
}

/** `POST /api/auth/facebook` with the access token of FB.login. */
export function loginWithFacebook(accessToken: string): Promise<SessionResponse> {
  const body: z.infer<typeof facebookLoginRequestSchema> = { accessToken };
  return apiPost("/api/auth/facebook", body, sessionResponseSchema);
}
