import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

describe("GET /media/*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves uploads but never a job application's attachment, whose key it refuses as unknown", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%private cover letter\n");
    await t.app.fileStore.put("job-applications/0f7e1c2a/9d1b4c3e", pdf, "application/octet-stream");
    await t.app.fileStore.put("images/0f7e1c2a/640.webp", pdf, "image/webp");

    const attachment = await t.app.inject({ method: "GET", url: "/media/job-applications/0f7e1c2a/9d1b4c3e" });
    expect(attachment.statusCode).toBe(404);
    expect(attachment.body).not.toContain("private cover letter");

    const image = await t.app.inject({ method: "GET", url: "/media/images/0f7e1c2a/640.webp" });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(pdf)).toBe(true);
  });
});
