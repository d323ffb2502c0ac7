import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type FileStore } from "./file-store.ts";

/** The disk keeps no content type, so it comes from the key's extension. */
const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};
const contentTypeOf = (key: string) => contentTypes[path.extname(key)] ?? "application/octet-stream";

/**
 * Files under `root` (DATA_DIR/uploads). A put writes a temporary file next to its target and
 * renames it, so a reader sees the whole file or none. Temporary names start with a dot, which
 * no key can, so they never collide with a stored file.
 */
export function createLocalFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(resolvedRoot, key);
    // The key pattern already rules this out; checked again where it matters.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error("Invalid file key");
    return file;
  };

  return {
    async put(key, body, contentType) {
      const file = pathOf(key);
      if (contentType !== contentTypeOf(key)) {
        throw new Error(`The local store serves ${key} as ${contentTypeOf(key)}, not ${contentType}`);
      }
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await openForWriting(temp);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (err) {
        await unlink(temp).catch(() => {});
        throw err;
      }
    },

    async get(key) {
      const file = pathOf(key);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here and closes it when done or destroyed.
      return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: stats.size };
    },

    async delete(keys) {
      const files = keys.map(pathOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
      // An image's variants share a folder: remove it once empty (never the root itself).
      const folders = new Set(files.map((file) => path.dirname(file)).filter((dir) => dir !== resolvedRoot));
      await Promise.all([...folders].map((dir) => rmdir(dir).catch(() => {})));
    },
  };
}

/** Creates the folder first; once more if a delete removed it, emptied, in between. */
async function openForWriting(file: string) {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      return await open(file, "wx", 0o644);
    } catch (err) {
      if (attempt >= 2 || !isMissing(err)) throw err;
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
