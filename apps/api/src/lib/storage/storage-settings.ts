/** Files on local disk (DATA_DIR/uploads), the default. */
export type LocalStorageSettings = { kind: "local" };
/** An S3-compatible bucket, when S3_BUCKET is set. */
export type S3StorageSettings = {
  kind: "s3";
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, B2...); null for AWS itself. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Files are served from here (a CDN or public bucket); null: the server proxies them. */
  publicUrl: string | null;
};
export type StorageSettings = LocalStorageSettings | S3StorageSettings;
export type StorageSettingsResult = { ok: true; settings: StorageSettings } | { ok: false; problems: string[] };

const S3_NAMES = [
  "S3_BUCKET",
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;

/**
 * Local disk unless S3_BUCKET is set. Problems read like the config's ("S3_BUCKET: ...") so that
 * they can join its list; any S3_* setting without S3_BUCKET is one, rather than a silent fallback
 * to the disk.
 */
export function parseStorageSettings(env: Record<string, string | undefined>): StorageSettingsResult {
  const value = (name: (typeof S3_NAMES)[number]) => env[name]?.trim() || undefined;
  const bucket = value("S3_BUCKET");
  if (!bucket) {
    const given = S3_NAMES.filter((name) => value(name) !== undefined);
    if (given.length === 0) return { ok: true, settings: { kind: "local" } };
    return { ok: false, problems: [`S3_BUCKET: must be set when ${given.join(", ")} ${is(given)} given`] };
  }

  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push("S3_BUCKET: must be 3 to 63 lowercase letters, digits, dots or hyphens");
  }
  const region = value("S3_REGION") ?? "us-east-1";
  if (!/^[a-z0-9-]{1,50}$/.test(region)) problems.push("S3_REGION: must be a region name such as us-east-1");
  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if (!accessKeyId) problems.push("S3_ACCESS_KEY_ID: must be set when S3_BUCKET is");
  if (!secretAccessKey) problems.push("S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is");
  const endpoint = httpUrl(value("S3_ENDPOINT"), "S3_ENDPOINT", problems);
  const publicUrl = httpUrl(value("S3_PUBLIC_URL"), "S3_PUBLIC_URL", problems);
  const forcePathStyle = value("S3_FORCE_PATH_STYLE") ?? "false";
  if (!["true", "false", "1", "0"].includes(forcePathStyle)) {
    problems.push("S3_FORCE_PATH_STYLE: must be true, false, 1 or 0");
  }

  if (problems.length > 0 || !accessKeyId || !secretAccessKey) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      kind: "s3",
      bucket,
      region,
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: forcePathStyle === "true" || forcePathStyle === "1",
      publicUrl,
    },
  };
}

/** The address a browser loads a stored file from, or null when the server has to proxy it. */
export function publicUrlOf(settings: StorageSettings, key: string): string | null {
  return settings.kind === "s3" && settings.publicUrl ? `${settings.publicUrl}/${key}` : null;
}

function httpUrl(raw: string | undefined, name: string, problems: string[]): string | null {
  if (raw === undefined) return null;
  if (!/^https?:\/\/[^/?#\s]+/i.test(raw) || !URL.canParse(raw)) {
    problems.push(`${name}: must be an http:// or https:// URL`);
    return null;
  }
  return raw.replace(/(?<!\/)\/+$/, "");
}

function is(names: readonly string[]): string {
  return names.length === 1 ? "is" : "are";
}
