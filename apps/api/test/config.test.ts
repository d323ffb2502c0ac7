import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("loadConfig", () => {
  it("has documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      adminPort: 3001,
      productName: "Main Street Market",
      publicUrl: "http://localhost:3000",
      adminUrl: "http://localhost:3001",
      databaseUrl: undefined,
      redisUrl: undefined,
      isHttps: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("lists every bad value at once", () => {
    const bad = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x" });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const problems = (err as ConfigError).problems.join("\n");
      expect(problems).toContain("PORT");
      expect(problems).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
      expect(problems).toContain("PUBLIC_URL");
    }
  });

  it("treats an empty optional URL as unset and trims trailing slashes", () => {
    const config = loadConfig({ DATABASE_URL: "", PUBLIC_URL: "https://shop.example.com/" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("https://shop.example.com");
    expect(config.isHttps).toBe(true);
  });
});
