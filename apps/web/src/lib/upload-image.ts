import { errorSchema } from "@mp/contracts/envelope";
import { imageRefResponseSchema as imageResponse, type ImageRef } from "@mp/contracts/vendor-listing";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { endRefusedSession } from "./api-client";
import { readBearerToken } from "./session";

type UploadOptions = {
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const failed = "The upload failed. Check your connection and try again.";

/**
 * `POST /api/vendor/images` (multipart, field "file"): the server checks the content, re-encodes
 * it and answers the stored image. XMLHttpRequest rather than fetch: only it reports upload
 * progress. A refusal (wrong type, too large) rejects with the server's message; a 401 or 403 ends
 * the session as every other call does (storage cleared, back to the home page).
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<ImageRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/vendor/images");
    xhr.setRequestHeader("Accept", "application/json");
    const token = readBearerToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, failed));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    xhr.onload = () => {
      if (xhr.status === 401 || xhr.status === 403) endRefusedSession();
      let body: unknown;
      try {
        body = JSON.parse(String(xhr.responseText));
      } catch {
        reject(new ApiError(xhr.status, failed));
        return;
      }
      const image = imageResponse.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && image.success) {
        onProgress?.(1);
        resolve(image.data.result_value);
        return;
      }
      const error = errorSchema.safeParse(body);
      reject(new ApiError(xhr.status, error.success ? error.data.message : failed, error.data?.errors, body));
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
