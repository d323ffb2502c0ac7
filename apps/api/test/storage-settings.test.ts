import { describe, expect, it } from "vitest";
import { parseStorageSettings, publicUrlOf } from "../src/lib/storage/storage-settings.ts";

describe("storage settings", () => {
  const s3Env = { S3_BUCKET: "my-bucket", S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "secret" };

  it("are the local disk when no S3 setting is given (blank ones count as not given)", () => {
    expect(parseStorageSettings({})).toEqual({ ok: true, settings: { kind: "local" } });
    expect(parseStorageSettings({ S3_BUCKET: " ", S3_REGION: "" })).toEqual({ ok: true, settings: { kind: "local" } });
  });

  it("are S3 with defaults when a bucket and its keys are given", () => {
    expect(parseStorageSettings(s3Env)).toEqual({
      ok: true,
      settings: {
        kind: "s3",
        bucket: "my-bucket",
        region: "us-east-1",
        endpoint: null,
        accessKeyId: "AKIA1",
        secretAccessKey: "secret",
        forcePathStyle: false,
        publicUrl: null,
      },
    });
  });

  it("read every S3 setting", () => {
    const parsed = parseStorageSettings({
      ...s3Env,
      S3_REGION: "auto",
      S3_ENDPOINT: "https://s3.example.com/",
      S3_FORCE_PATH_STYLE: "1",
      S3_PUBLIC_URL: "https://cdn.example.com/files//",
    });
    expect(parsed).toMatchObject({
      ok: true,
      settings: {
        region: "auto",
        endpoint: "https://s3.example.com",
        forcePathStyle: true,
        publicUrl: "https://cdn.example.com/files",
      },
    });
    if (!parsed.ok || parsed.settings.kind !== "s3") return;
    expect(publicUrlOf(parsed.settings, "listing-images/a/320.webp")).toBe(
      "https://cdn.example.com/files/listing-images/a/320.webp",
    );
    expect(publicUrlOf({ ...parsed.settings, publicUrl: null }, "a.webp")).toBeNull();
    expect(publicUrlOf({ kind: "local" }, "a.webp")).toBeNull();
  });

  it("list every problem", () => {
    expect(parseStorageSettings({ S3_BUCKET: "my-bucket" })).toEqual({
      ok: false,
      problems: [
        "S3_ACCESS_KEY_ID: must be set when S3_BUCKET is",
        "S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is",
      ],
    });
    expect(parseStorageSettings({ S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" })).toEqual({
      ok: false,
      problems: ["S3_BUCKET: must be set when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are given"],
    });
    expect(
      parseStorageSettings({
        ...s3Env,
        S3_BUCKET: "My_Bucket",
        S3_REGION: "us east",
        S3_ENDPOINT: "ftp://s3.example.com",
        S3_FORCE_PATH_STYLE: "yes",
        S3_PUBLIC_URL: "javascript:alert(1)",
      }),
    ).toEqual({
      ok: false,
      problems: [
        "S3_BUCKET: must be 3 to 63 lowercase letters, digits, dots or hyphens",
        "S3_REGION: must be a region name such as us-east-1",
        "S3_ENDPOINT: must be an http:// or https:// URL",
        "S3_PUBLIC_URL: must be an http:// or https:// URL",
        "S3_FORCE_PATH_STYLE: must be true, false, 1 or 0",
      ],
    });
  });
});
