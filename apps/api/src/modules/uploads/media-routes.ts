import type { FastifyPluginAsync } from "fastify";
import { isValidKey } from "../../lib/storage/file-store.ts";

/** Key prefixes of files that only their parties may fetch, through their own routes (job applications' attachments). */
const privatePrefixes = ["job-applications/"];

const isPublicKey = (key: string) => isValidKey(key) && !privatePrefixes.some((prefix) => key.startsWith(prefix));

/**
 * `GET /media/*`: uploaded files from the store (DATA_DIR/uploads, or the bucket when no
 * S3_PUBLIC_URL serves them directly). Keys are random per upload and never reused, so a
 * browser may keep a file for good. Private files share the store but never this route.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { "*": string } }>(
    "/media/*",
    { schema: { tags: ["Uploads"], summary: "An uploaded file" } },
    async (request, reply) => {
      const key = request.params["*"];
      const file = isPublicKey(key) ? await app.fileStore.get(key) : null;
      if (!file) return reply.status(404).send({ result: 0, message: "Not found." });
      return reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );
};
