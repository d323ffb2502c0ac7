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

describe("account settings", () => {
  it("have documented defaults", () => {
    const config = loadConfig({ PRODUCT_NAME: 'Corner "Shop"' });
    expect(config).toMatchObject({
      tokenTtlHours: 168,
      authThrottle: true,
      smtpUrl: undefined,
      mailFrom: '"Corner Shop" <no-reply@localhost>',
      googleClientId: null,
      googleJwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      facebook: null,
    });
  });

  it("read Facebook's settings as a pair and trim the Graph API's trailing slash", () => {
    const config = loadConfig({
      FACEBOOK_APP_ID: "42",
      FACEBOOK_APP_SECRET: "secret",
      FACEBOOK_GRAPH_URL: "http://127.0.0.1:9999/",
      AUTH_THROTTLE: "off",
      MAIL_FROM: "Shop <shop@example.org>",
    });
    expect(config.facebook).toEqual({ appId: "42", appSecret: "secret", graphUrl: "http://127.0.0.1:9999" });
    expect(config.authThrottle).toBe(false);
    expect(config.mailFrom).toBe("Shop <shop@example.org>");
  });

  it.each([
    [{ FACEBOOK_APP_ID: "42" }, "FACEBOOK_APP_SECRET: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together"],
    [{ FACEBOOK_APP_SECRET: "s" }, "FACEBOOK_APP_ID: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together"],
    [{ PORT: "4000", ADMIN_PORT: "4000" }, "ADMIN_PORT: must differ from PORT"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL: must start with smtp:// or smtps://"],
    [{ TOKEN_TTL_HOURS: "0" }, "TOKEN_TTL_HOURS"],
    [{ AUTH_THROTTLE: "maybe" }, "AUTH_THROTTLE"],
    [{ GOOGLE_JWKS_URL: "ftp://keys" }, "GOOGLE_JWKS_URL: must be an http:// or https:// URL"],
  ])("refuse %o", (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).problems.join("\n")).toContain(problem);
    }
  });
});
