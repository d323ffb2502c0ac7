import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./helpers/test-app.ts";

function builtApp(title: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mp-dist-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<html><head><title>${title} %PRODUCT_NAME%</title><!--app-config--></head><body></body></html>`,
  );
  return dir;
}

const social = {
  GOOGLE_CLIENT_ID: "client-1.apps.googleusercontent.com",
  FACEBOOK_APP_ID: "4242",
  FACEBOOK_APP_SECRET: "facebook-secret",
};

const statusOf = async (t: Awaited<ReturnType<typeof createTestApp>>, url: string) =>
  (await t.app.inject({ method: "GET", url })).statusCode;

describe("the site", () => {
  it("knows the account pages", async () => {
    const t = await createTestApp({ webDistDir: builtApp("Site") });
    try {
      for (const url of ["/login", "/signup", "/forgotpassword", "/resetpassword/abc_DEF-123", "/login/"]) {
        expect(await statusOf(t, url), url).toBe(200);
      }
      for (const url of ["/resetpassword", "/resetpassword/a/b", "/redirect", "/users"]) {
        expect(await statusOf(t, url), url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it("writes the social sign-in ids into the page: null when not configured", async () => {
    const bare = await createTestApp({ webDistDir: builtApp("Site") });
    const configured = await createTestApp({ webDistDir: builtApp("Site"), env: social });
    try {
      expect((await bare.app.inject({ method: "GET", url: "/" })).body).toContain(
        '"googleClientId":null,"facebookAppId":null',
      );
      expect((await configured.app.inject({ method: "GET", url: "/" })).body).toContain(
        '"googleClientId":"client-1.apps.googleusercontent.com","facebookAppId":"4242"',
      );
      expect((await configured.app.inject({ method: "GET", url: "/" })).body).not.toContain("facebook-secret");
    } finally {
      await bare.close();
      await configured.close();
    }
  });

  it("lets Google's and Facebook's origins into the CSP only when they are configured", async () => {
    const csp = async (env: Record<string, string>) => {
      const t = await createTestApp({ env });
      try {
        const res = await t.app.inject({ method: "GET", url: "/api/health" });
        return {
          policy: Object.fromEntries(
            String(res.headers["content-security-policy"])
              .split(";")
              .map((d) => d.trim().split(/\s+/))
              .map(([name, ...values]) => [name, values]),
          ) as Record<string, string[]>,
          coop: res.headers["cross-origin-opener-policy"],
        };
      } finally {
        await t.close();
      }
    };
    const bare = await csp({});
    expect(JSON.stringify(bare.policy)).not.toMatch(/google|facebook/);
    expect(bare.policy["script-src"]).toEqual(["'self'"]);
    expect(bare.coop).toBe("same-origin-allow-popups");

    const google = await csp({ GOOGLE_CLIENT_ID: social.GOOGLE_CLIENT_ID });
    for (const directive of ["script-src", "style-src", "frame-src", "connect-src"]) {
      expect(google.policy[directive]).toEqual(["'self'", "https://accounts.google.com"]);
    }
    expect(JSON.stringify(google.policy)).not.toContain("facebook");

    const facebook = await csp({ FACEBOOK_APP_ID: "4242", FACEBOOK_APP_SECRET: "s" });
    expect(facebook.policy["script-src"]).toEqual(["'self'", "https://connect.facebook.net"]);
    expect(facebook.policy["frame-src"]).toEqual(["'self'", "https://www.facebook.com"]);
    expect(facebook.policy["style-src"]).toEqual(["'self'"]);
    expect(JSON.stringify(facebook.policy)).not.toContain("google");
  });
});

describe("the admin panel's surface", () => {
  it("serves the admin app's pages, with the same settings in them, and the same API", async () => {
    const t = await createTestApp({ surface: "admin", webDistDir: builtApp("Admin"), env: social });
    try {
      for (const url of ["/", "/redirect", "/users"]) expect(await statusOf(t, url), url).toBe(200);
      for (const url of ["/login", "/terms-conditions", "/resetpassword/abc"])
        expect(await statusOf(t, url), url).toBe(404);
      const page = await t.app.inject({ method: "GET", url: "/users" });
      expect(page.body).toContain("<title>Admin Main Street Market</title>");
      expect(page.body).toContain('"adminUrl":"http://localhost:3001"');
      expect((await t.app.inject({ method: "GET", url: "/api/category" })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("allows no third-party origin and keeps the opener that hands the token over", async () => {
    const t = await createTestApp({ surface: "admin", env: social });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(String(res.headers["content-security-policy"])).not.toMatch(/google|facebook/);
      expect(res.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    } finally {
      await t.close();
    }
  });

  it("answers the API and a JSON 404 for pages while the admin app is not built", async () => {
    const t = await createTestApp({ surface: "admin" });
    try {
      expect(await statusOf(t, "/api/health")).toBe(200);
      const page = await t.app.inject({ method: "GET", url: "/users" });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ result: 0, message: "Not found." });
    } finally {
      await t.close();
    }
  });
});
