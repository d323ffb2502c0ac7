import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { loadSecrets } from "../src/secrets.ts";

describe("loadSecrets", () => {
  it("generates a token secret once, keeps it private in DATA_DIR, and reuses it", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-secrets-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = loadSecrets(config);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadSecrets(config)).toEqual(first);
    const mode = statSync(path.join(dataDir, "secrets", "token-secret")).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it("uses TOKEN_SECRET when given", () => {
    const secret = "s".repeat(40);
    expect(loadSecrets(loadConfig({ TOKEN_SECRET: secret })).tokenSecret).toBe(secret);
  });
});
