import { createHash } from "node:crypto";

/**
 * Demo rows get name-based ids (RFC 9562 version 5) rather than database-generated ones:
 * listing 42 has the same id on every machine, a top-up can reference vendors it did not
 * insert itself, and the ids still look random, so they leak no counts.
 */
const NAMESPACE = Buffer.from("6f1c2a4e8b3d4f5a9c7e0d1b2a3c4d5e", "hex");

/** `demoId("listing", 42)` → the same uuid, always. */
export function demoId(kind: string, key: string | number): string {
  const hash = createHash("sha1").update(NAMESPACE).update(`${kind}:${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
