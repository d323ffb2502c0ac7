import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The webhook signing secret of the built-in test mode: generated on first use and kept in
 * `DATA_DIR/secrets/test-webhook-secret` (readable by this user only), like the token secret, so
 * that every process of one deployment signs and checks test events alike.
 */
export function loadTestWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, "secrets", "test-webhook-secret");
  const read = () => {
    try {
      const kept = readFileSync(file, "utf8").trim();
      return kept.startsWith("whsec_") ? kept : null;
    } catch {
      return null;
    }
  };
  const kept = read();
  if (kept) return kept;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole beside it, then linked into place: when two processes start at once, the first
  // link wins and the other reads that secret, never a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `whsec_${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    unlinkSync(draft);
  }
  const written = read();
  if (!written) throw new Error(`could not read the test webhook secret from ${file}`);
  return written;
}
