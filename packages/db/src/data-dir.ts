import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * `DATA_DIR` holds the database (password hashes included), uploads, mail and generated secrets:
 * it is made this user's only. From now on this process creates files 0600 and folders 0700
 * (umask 077), and what an earlier run left open is closed: the folder 0700, everything in it
 * without group or other bits.
 */
export function restrictDataDir(dataDir: string): void {
  // A worker thread cannot set the umask; the process that owns DATA_DIR is never one.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictTree(dataDir);
}

/**
 * Takes group and other bits off a folder and everything in it. PGlite sets its files' modes
 * itself (0666, whatever the umask): they are closed when it opens and closes its data dir, and
 * in between the 0700 folders above them keep other accounts out.
 */
export function restrictTree(dir: string): void {
  closeToOthers(dir);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) closeToOthers(path.join(entry.parentPath, entry.name));
  }
}

function closeToOthers(file: string): void {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  if (stats && (stats.mode & 0o077) !== 0) chmodSync(file, stats.mode & 0o700);
}
