import { expect, type APIRequestContext } from "@playwright/test";
import { getJson } from "./api.ts";
import { png } from "./png.ts";

type Category = { _id: string; categoryName: string };
type Subcategory = { _id: string; subCategoryName: string };
type CustomField = { label: string; type: "text" | "number" | "boolean" | "link"; value: string };

/**
 * What a spec says about its listing: its name, the catalogue's category by place (the listing
 * goes in its first subcategory), the cover's size and colour, custom fields, and any field of
 * the listing form that should differ from the plain defaults below.
 */
export type ListingDraft = {
  name: string;
  categoryIndex?: number;
  cover?: { width: number; height: number; rgb: [number, number, number] };
  fields?: CustomField[];
} & Record<string, unknown>;

/** A call to the vendor API with `token`: the body's `result_value`, or a failed expectation naming the call. */
async function asVendor<T>(
  request: APIRequestContext,
  token: string,
  method: "POST" | "PUT",
  path: string,
  options: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> } = {},
): Promise<T> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, ...options });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result_value: T }).result_value;
}

/**
 * A published listing of the vendor whose token is `token`, made through the API as the listing
 * form would: a cover upload, the listing, its custom fields if any, then publishing. Its id and
 * the category and subcategory it was put in.
 */
export async function publishedListing(request: APIRequestContext, token: string, draft: ListingDraft) {
  const { name, categoryIndex = 1, cover = { width: 640, height: 400, rgb: [160, 110, 70] }, fields, ...form } = draft;
  const category = (await getJson<{ result_value: Category[] }>(request, "/api/category")).result_value[categoryIndex]!;
  const subcategory = (await getJson<{ result_value: Subcategory[] }>(request, `/api/subcategory/${category._id}`))
    .result_value[0]!;
  const image = png(cover.width, cover.height, cover.rgb);
  const coverImage = await asVendor<{ _id: string }>(request, token, "POST", "/api/vendor/images", {
    multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: image } },
  });
  const listing = await asVendor<{ _id: string }>(request, token, "POST", "/api/vendor/listings", {
    data: {
      kind: "business",
      categoryId: category._id,
      subcategoryId: subcategory._id,
      name,
      description: "Made by hand in our workshop on the square.",
      priceCents: 1800,
      currency: "USD",
      address: "12 Market Row",
      city: "Springfield",
      latitude: 40.71,
      longitude: -74.0,
      phone: "+1 555 0150",
      email: "hello@shop.example.org",
      website: "https://shop.example.org",
      coverImageId: coverImage._id,
      ...form,
    },
  });
  if (fields) await asVendor(request, token, "PUT", `/api/vendor/listings/${listing._id}/fields`, { data: { fields } });
  await asVendor(request, token, "POST", `/api/vendor/listings/${listing._id}/publish`);
  return { listingId: listing._id, category, subcategory };
}
