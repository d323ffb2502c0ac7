import { signupResponseSchema, type SignupRequest } from "@mp/contracts/auth";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/auth/signup`: 200 with a message; 409 for a taken email, 400 with field errors. */
export function signup(body: SignupRequest): Promise<z.infer<typeof signupResponseSchema>> {
  return apiPost("/api/auth/signup", body, signupResponseSchema);
}
