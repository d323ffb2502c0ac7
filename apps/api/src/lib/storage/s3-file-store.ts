import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertValidKey, type FileStore } from "./file-store.ts";
import type { S3StorageSettings } from "./storage-settings.ts";

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible bucket. Keys are random per upload and never reused, so objects are
 * cached as immutable (what a CDN in front of S3_PUBLIC_URL serves).
 */
export function createS3FileStore(settings: S3StorageSettings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's newer default checksums are not understood by every S3-compatible service.
    ...(settings.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },

    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          // In Node.js the SDK's body is an http.IncomingMessage.
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
        };
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },

    async delete(keys) {
      keys.forEach(assertValidKey);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
    },
  };
}
