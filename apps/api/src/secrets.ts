import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";

export type Secrets = { tokenSecret: string };

/**
 * The token signing key: `TOKEN_SECRET` when given, otherwise one generated on first start and
 * kept in `DATA_DIR/secrets/token-secret` (readable by this user only) so tokens survive restarts.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.tokenSecret) return { tokenSecret: config.tokenSecret };
  const file = path.join(config.dataDir, "secrets", "token-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return { tokenSecret: kept };
  } catch {
    // not generated yet
  }
  const tokenSecret = randomBytes(48).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${tokenSecret}\n`, { mode: 0o600 });
  return { tokenSecret };
}
