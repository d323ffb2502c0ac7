import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  applicationFieldsSchema,
  applicationMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type ApplicationFieldsParsed,
} from "@mp/contracts/job-application";
import { AppError } from "../../lib/app-error.ts";
import { ImageRefusedError } from "../../lib/images/image-refused.ts";
import { inspectImage } from "../../lib/images/process-image.ts";
import type { NewAttachment } from "./application-repository.ts";

/** The multipart limits of an application: three files and two short text fields, each checked after. */
export const applicationMultipartLimits = {
  fileSize: MAX_ATTACHMENT_BYTES + 1,
  files: MAX_ATTACHMENTS,
  fields: 4,
  // A 5,000-character cover letter in four-byte characters.
  fieldSize: 20_000,
  parts: MAX_ATTACHMENTS + 4,
  headerPairs: 100,
};

type UploadedFile = { bytes: Buffer; fileName: string };
export type CheckedFile = NewAttachment & { bytes: Buffer };

/** Reads the whole form: its text fields and its files (in memory, at most 3 × 5 MB), nothing checked yet. */
export async function readApplicationForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", applicationMessages.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value !== "string" || part.valueTruncated) {
          throw new AppError("BAD_REQUEST", applicationMessages.unreadable);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "attachments") {
        part.file.resume();
        throw new AppError("BAD_REQUEST", "Send files in the attachments field.", {
          attachments: ["Send files in the attachments field."],
        });
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", applicationMessages.attachmentSize);
      if (bytes.length > 0) files.push({ bytes, fileName: part.filename });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError("PAYLOAD_TOO_LARGE", applicationMessages.attachmentSize);
    }
    if (err instanceof app.multipartErrors.FilesLimitError) {
      throw new AppError("BAD_REQUEST", applicationMessages.tooManyAttachments, {
        attachments: [applicationMessages.tooManyAttachments],
      });
    }
    request.log.info({ err }, "unreadable application form");
    throw new AppError("BAD_REQUEST", applicationMessages.unreadable);
  }
  return { fields, files };
}

/** The text fields through the shared schema: field messages, as any JSON body gets. */
export function parseApplicationFields(fields: Record<string, string>): ApplicationFieldsParsed {
  const parsed = applicationFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  throw new AppError("BAD_REQUEST", Object.values(errors)[0]?.[0] ?? "Invalid request.", errors);
}

const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * What the file is, by its bytes alone: a PDF (its header) or an image sharp reads as PNG, JPEG
 * or WebP. The client's file name and type are not trusted; the name is kept, cleaned, for display.
 */
export async function checkAttachment(file: UploadedFile, applicationId: string): Promise<CheckedFile> {
  let contentType: string;
  let extension: string;
  if (file.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    contentType = "application/pdf";
    extension = "pdf";
  } else {
    try {
      const { format } = await inspectImage(file.bytes);
      contentType = `image/${format}`;
      extension = format === "jpeg" ? "jpg" : format;
    } catch (err) {
      if (err instanceof ImageRefusedError && err.reason === "pixels") throw err;
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", applicationMessages.attachmentType, {
        attachments: [applicationMessages.attachmentType],
      });
    }
  }
  const id = randomUUID();
  return {
    id,
    storageKey: `job-applications/${applicationId}/${id}`,
    fileName: cleanFileName(file.fileName, extension),
    contentType,
    sizeBytes: file.bytes.length,
    bytes: file.bytes,
  };
}

/** A display name of safe characters, ending in the extension of what the file really is. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "").slice(0, 200);
  const stem = base
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w .()-]+/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${stem || "attachment"}.${extension}`;
}

/** Whether a database error is a unique-constraint violation (PostgreSQL and PGlite alike, wrapped or not). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
