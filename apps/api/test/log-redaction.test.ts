import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { redactUrl } from "../src/lib/log-redaction.ts";
import { createTestApp } from "./helpers/test-app.ts";

const TOKEN = "Zm9vYmFyLXJlc2V0LXRva2VuLXRoYXQtaXMtc2VjcmV0";

describe("request logs", () => {
  it("keep no reset token: not from the reset page's path, not from a query", async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: "info" },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    try {
      await t.app.inject({ url: `/resetpassword/${TOKEN}` });
      await t.app.inject({ url: `/ResetPassword/${TOKEN}?utm=mail` });
      await t.app.inject({ url: `/api/auth/session?token=${TOKEN}&x=1` });
      const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((l) => l.req?.url ?? []);
      expect(urls).toEqual([
        "/resetpassword/[redacted]",
        "/ResetPassword/[redacted]?utm=mail",
        "/api/auth/session?token=[redacted]&x=1",
      ]);
      expect(lines.join("")).not.toContain(TOKEN);
    } finally {
      await t.close();
    }
  });

  it("redact every token-carrying parameter and leave other URLs alone", () => {
    expect(redactUrl("/x?a=1&resetToken=abc#f")).toBe("/x?a=1&resetToken=[redacted]#f");
    expect(redactUrl("/x?access_token=abc")).toBe("/x?access_token=[redacted]");
    expect(redactUrl("/listings/42?tokens=3")).toBe("/listings/42?tokens=3");
  });
});
