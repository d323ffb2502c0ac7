import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "@mp/db/client";
import type { GalleryItem, ImageRef, ListingInput, VendorListing } from "@mp/contracts/vendor-listing";
import { solidImage } from "../fixtures/images/generate.ts";
import { bearer } from "./accounts.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
export type VendorTestApp = TestApp & { dataDir: string; uploadsDir: string };

/** The real app with its own DATA_DIR, so a test can look at what the local store holds. */
export async function createVendorTestApp(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestApp>[0] & object, "env"> = {},
): Promise<VendorTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vendor-test-"));
  const t = await createTestApp({ ...options, env: { DATA_DIR: dataDir, ...env } });
  return {
    ...t,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function rows<T>(db: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A subcategory and its category, and a category it is not in. */
export async function catalogue(db: DatabaseHandle) {
  const [row] = await rows<{ categoryId: string; subcategoryId: string; otherCategoryId: string }>(
    db,
    sql`select s.category_id as "categoryId", s.id as "subcategoryId",
          (select id from categories where id <> s.category_id order by id limit 1) as "otherCategoryId"
        from subcategories s order by s.id limit 1`,
  );
  return row!;
}

export function listingBody(ids: { categoryId: string; subcategoryId: string }, overrides: Partial<ListingInput> = {}) {
  return {
    kind: "business",
    categoryId: ids.categoryId,
    subcategoryId: ids.subcategoryId,
    name: "Quillfeather Bindery",
    description: "Hand-bound notebooks.\nRepairs while you wait.",
    priceCents: 1250,
    currency: "USD",
    address: "12 Paper Lane",
    city: "Springfield",
    latitude: 40.7,
    longitude: -74,
    phone: "+1 555 0100",
    email: "hello@example.org",
    website: "https://bindery.example.org",
    openingHours: { "1": [{ open: "09:00", close: "17:00" }] },
    coverImageId: null,
    ...overrides,
  } satisfies ListingInput;
}

/** A multipart body with one file in the field "file". */
export function imageForm(bytes: Buffer, filename = "photo.png", type = "image/png", field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

export async function uploadImage(app: FastifyInstance, token: string, bytes?: Buffer): Promise<ImageRef> {
  const res = await app.inject({
    method: "POST",
    url: "/api/vendor/images",
    headers: bearer(token),
    payload: imageForm(bytes ?? (await solidImage(800, 600, "png"))),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: ImageRef }>().result_value;
}

export async function createListing(
  app: FastifyInstance,
  token: string,
  body: ReturnType<typeof listingBody>,
): Promise<VendorListing> {
  const res = await app.inject({ method: "POST", url: "/api/vendor/listings", headers: bearer(token), payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: VendorListing }>().result_value;
}

/** A listing with an uploaded cover, published. */
export async function createPublishedListing(
  app: FastifyInstance,
  token: string,
  ids: { categoryId: string; subcategoryId: string },
  overrides: Partial<ListingInput> = {},
): Promise<{ listing: VendorListing; cover: ImageRef }> {
  const cover = await uploadImage(app, token);
  const draft = await createListing(app, token, listingBody(ids, { coverImageId: cover._id, ...overrides }));
  const res = await app.inject({
    method: "POST",
    url: `/api/vendor/listings/${draft._id}/publish`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return { listing: res.json<{ result_value: VendorListing }>().result_value, cover };
}

export type Envelope<T> = { result: number; result_value: T; meta?: { hasMore: boolean; currentPage: number } };

/** A JSON request over `inject`, with the user's token if one is given: its status, parsed body and raw text. */
export async function callApi<T = unknown>(
  app: FastifyInstance,
  method: string,
  url: string,
  token?: string,
  payload?: object,
) {
  const res = await app.inject({
    method: method as "GET",
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
}

/** The store keys of an image from its `srcset` ("/media/<key> 320w, ..."). */
export function keysOfRef(ref: Pick<ImageRef, "srcset">): string[] {
  return ref.srcset.split(", ").map((entry) => entry.split(" ")[0]!.replace(/^\/media\//, ""));
}

export const stored = (t: VendorTestApp, key: string) => existsSync(path.join(t.uploadsDir, key));

/** A made-up word that no seeded listing has, so a search for it finds only ours. */
export const uniqueWord = () =>
  "Zq" +
  [...randomBytes(8)]
    .map((b) => "bcdfghjklmnprstvwz"[b % 18])
    .join("")
    .slice(0, 8);

export type { GalleryItem, ImageRef, VendorListing };
