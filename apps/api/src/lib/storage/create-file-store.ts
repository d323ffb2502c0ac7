import path from "node:path";
import type { FileStore } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";
import type { StorageSettings } from "./storage-settings.ts";

/** The store the settings name: the bucket, or `dataDir`/uploads. */
export function createFileStore(settings: StorageSettings, dataDir: string): FileStore {
  return settings.kind === "s3" ? createS3FileStore(settings) : createLocalFileStore(path.join(dataDir, "uploads"));
}
