import { imageRefResponseSchema, type ImageRef } from "@mp/contracts/vendor-listing";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { clearAdminStorage, getSessionSnapshot } from "../../../lib/session-store";

const failed = "The upload failed. Check your connection and try again.";

/**
 * `POST /api/vendor/images` (multipart, field "file"): the same checked pipeline as every upload —
 * the server reads the content, re-encodes it and answers the stored image. A 401 or 403 ends the
 * admin session as every other call does.
 */
export async function uploadImage(file: File): Promise<ImageRef> {
  const token = getSessionSnapshot().session?.token;
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/vendor/images", {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, failed);
  }
  if ((response.status === 401 || response.status === 403) && token === getSessionSnapshot().session?.token) {
    clearAdminStorage("expired");
  }
  const json: unknown = await response.json().catch(() => null);
  const parsed = imageRefResponseSchema.safeParse(json);
  if (response.ok && parsed.success) return parsed.data.result_value;
  const message = (json as { message?: unknown } | null)?.message;
  throw new ApiError(response.status, typeof message === "string" ? message : failed);
}
