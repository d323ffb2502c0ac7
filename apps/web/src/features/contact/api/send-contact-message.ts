import { contactResponseSchema, type ContactRequest } from "@mp/contracts/contact";
import type { z } from "zod";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/contact`: mails the message to the site's team; 429 after five an hour. */
export function sendContactMessage(body: ContactRequest): Promise<z.infer<typeof contactResponseSchema>> {
  return apiPost("/api/contact", body, contactResponseSchema);
}
