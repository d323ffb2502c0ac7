import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// s3rver is CommonJS without types; this is the part of it the tests use.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: object) => S3rverServer;

export type LocalS3 = {
  endpoint: string;
  /** The settings that point the app at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** A local S3 (s3rver) on a free port, with one bucket kept in a temporary folder until `close`. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
