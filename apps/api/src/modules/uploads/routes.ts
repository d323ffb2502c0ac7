import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { imageRefResponseSchema } from "@mp/contracts/vendor-listing";
import { AppError } from "../../lib/app-error.ts";
import { ImageRefusedError } from "../../lib/images/image-refused.ts";
import { MAX_IMAGE_BYTES, processImage } from "../../lib/images/process-image.ts";
import { storeProcessedImage } from "../../lib/images/store-processed-image.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { toImageRef, type StoredImageRow } from "./image-ref.ts";
import { insertStoredImage } from "./repository.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";

const NO_FILE = "Choose an image to upload.";
const UNREADABLE_UPLOAD = "The upload could not be read. Please try again.";
const NOT_MULTIPART = "Send the image as multipart/form-data, in a field named file.";

/**
 * `POST /api/vendor/images`: a signed-in user uploads one image, checked by its content alone and
 * stored as WebP variants; listings, banner ads and profiles then refer to it by id.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  app.addHook("onRequest", app.authenticate);
  // Only this route takes multipart bodies; a file past the limit is cut and refused.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 },
  });

  /** The one file of the body, or an error that says what is wrong with it; nothing is stored yet. */
  const readFile = async (request: FastifyRequest): Promise<Buffer> => {
    if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_MULTIPART);
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file" || bytes !== null) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        if (part.file.truncated) throw new ImageRefusedError("size");
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new ImageRefusedError("size");
      if (err instanceof app.multipartErrors.FilesLimitError) {
        throw new AppError("BAD_REQUEST", "Upload one image at a time.");
      }
      // A malformed or interrupted multipart body.
      request.log.info({ err }, "unreadable multipart upload");
      throw new AppError("BAD_REQUEST", UNREADABLE_UPLOAD);
    }
    if (bytes === null) throw new AppError("BAD_REQUEST", NO_FILE, { file: [NO_FILE] });
    return bytes;
  };

  app.post(
    "/images",
    {
      schema: {
        tags: ["Uploads"],
        summary: "Upload an image (JPEG, PNG or WebP), stored as WebP",
        security: bearerSecurity,
        response: { 201: imageRefResponseSchema },
      },
      // Room for one image and the multipart framing around it; every other route keeps BODY_LIMIT_BYTES.
      bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const bytes = await readFile(request);
      // Checked by content alone: the file's name and the client's MIME type are never trusted.
      const processed = await processImage(bytes);
      const stored = await storeProcessedImage(store, processed);
      const image: StoredImageRow = {
        id: stored.id,
        keyPrefix: `listing-images/${stored.id}`,
        widths: stored.variants.map((v) => v.width),
        width: stored.width,
        height: stored.height,
      };
      try {
        await insertStoredImage(app.database.db, user._id, image);
      } catch (err) {
        await store.delete(stored.keys).catch(() => {});
        throw err;
      }
      return reply.status(201).send({ result: 1 as const, result_value: toImageRef(app.config.storage, image) });
    },
  );
};
