import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { imageRefResponseSchema } from "@mp/contracts/vendor-listing";
import { AppError } from "../../lib/app-error.ts";
import { QueueFullError } from "../../lib/bounded-queue.ts";
import { ImageRefusedError } from "../../lib/images/image-refused.ts";
import { MAX_IMAGE_BYTES, processImage } from "../../lib/images/process-image.ts";
import { storeProcessedImage } from "../../lib/images/store-processed-image.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { toImageRef, type StoredImageRow } from "./image-ref.ts";
import { countUploadsSince, insertStoredImageWithinQuota } from "./repository.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";

const NO_FILE = "Choose an image to upload.";
const UNREADABLE_UPLOAD = "The upload could not be read. Please try again.";
const NOT_MULTIPART = "Send the image as multipart/form-data, in a field named file.";
const BUSY = "Too many images are being processed right now. Please try again in a moment.";
/** Seconds a client is asked to wait when the processing queue is full: about a few images' work. */
const BUSY_RETRY_AFTER_SECONDS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const overQuota = (limit: number) =>
  new AppError(
    "TOO_MANY_REQUESTS",
    `You have uploaded ${limit} images in the last 24 hours, as many as a day allows. Please try again later.`,
  );

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
      const quota = { limit: app.config.uploadsPerDay, since: new Date(Date.now() - DAY_MS) };
      // Before the body is read or any work is done; checked again, under a lock, when storing.
      if ((await countUploadsSince(app.database.db, user._id, quota.since)) >= quota.limit) {
        throw overQuota(quota.limit);
      }
      const bytes = await readFile(request);
      // Checked by content alone: the file's name and the client's MIME type are never trusted.
      const processed = await app.imageQueue
        .run(() => processImage(bytes))
        .catch((err: unknown) => {
          if (!(err instanceof QueueFullError)) throw err;
          reply.header("retry-after", String(BUSY_RETRY_AFTER_SECONDS));
          throw new AppError("UNAVAILABLE", BUSY);
        });
      const stored = await storeProcessedImage(store, processed);
      const image: StoredImageRow = {
        id: stored.id,
        keyPrefix: `listing-images/${stored.id}`,
        widths: stored.variants.map((v) => v.width),
        width: stored.width,
        height: stored.height,
      };
      const isStored = await insertStoredImageWithinQuota(app.database.db, user._id, image, quota).catch(
        async (err: unknown) => {
          await store.delete(stored.keys).catch(() => {});
          throw err;
        },
      );
      if (!isStored) {
        await store.delete(stored.keys).catch(() => {});
        throw overQuota(quota.limit);
      }
      return reply.status(201).send(ok(toImageRef(app.config.storage, image)));
    },
  );
};
