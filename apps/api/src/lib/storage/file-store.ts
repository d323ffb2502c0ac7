import type { Readable } from "node:stream";

/** A stream `body` holds a file handle or a connection until it is read to the end or destroyed. */
export type StoredFile = { body: Readable | Buffer; contentType: string; size: number };

/**
 * Where uploaded files live: DATA_DIR/uploads or an S3-compatible bucket. Keys are made by the
 * server (random ids), never taken from user input; both stores still refuse a key that is not
 * a plain relative path of [a-z0-9._-] segments.
 */
export type FileStore = {
  put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(keys: string[]): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** A key is relative, lowercase [a-z0-9/._-], without empty, `.`-leading (so no `..`) segments. */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key.slice(0, 100))}`);
}
