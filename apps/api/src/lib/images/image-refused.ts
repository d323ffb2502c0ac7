import { AppError, type ErrorCode } from "../app-error.ts";

export type ImageRefusal = "type" | "size" | "pixels" | "unreadable";

const refusals: Record<ImageRefusal, { code: ErrorCode; message: string }> = {
  type: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Only JPEG, PNG and WebP images can be uploaded." },
  size: { code: "PAYLOAD_TOO_LARGE", message: "Images can be at most 10 MB." },
  pixels: { code: "PAYLOAD_TOO_LARGE", message: "Images can be at most 40 megapixels." },
  unreadable: { code: "BAD_REQUEST", message: "This file is not a readable image." },
};

/**
 * An upload the image pipeline will not take. It is an AppError, so a route may simply let it
 * through (415, 413 or 400 with the user-facing message); `reason` says which check refused it.
 */
export class ImageRefusedError extends AppError {
  constructor(readonly reason: ImageRefusal) {
    super(refusals[reason].code, refusals[reason].message);
    this.name = "ImageRefusedError";
  }
}
