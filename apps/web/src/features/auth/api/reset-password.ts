import { messageResponseSchema, type resetPasswordRequestSchema } from "@mp/contracts/auth";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/auth/reset-password`: 400 "This reset link is invalid or has expired." for a bad token. */
export function resetPassword(
  body: z.infer<typeof resetPasswordRequestSchema>,
): Promise<z.infer<typeof messageResponseSchema>> {
  return apiPost("/api/auth/reset-password", body, messageResponseSchema);
}
