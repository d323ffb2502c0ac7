import { messageResponseSchema } from "@mp/contracts/auth";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/auth/forgot-password`: the same answer for known and unknown emails; 429 while throttled. */
export function requestPasswordReset(email: string): Promise<z.infer<typeof messageResponseSchema>> {
  return apiPost("/api/auth/forgot-password", { email }, messageResponseSchema);
}
