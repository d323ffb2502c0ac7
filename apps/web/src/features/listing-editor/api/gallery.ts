import {
  deletedResponseSchema,
  galleryItemResponseSchema as itemResponse,
  galleryResponseSchema as listResponse,
  type GalleryItem,
} from "@mp/contracts/vendor-listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from "../../../lib/api-client";
import { listingPath } from "./vendor-client";
import { vendorKeys } from "../../../lib/query-keys-pages";

/** `GET /api/vendor/listings/{id}/images`: the gallery in position order. */
export function galleryQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorKeys.listing.gallery(id),
    queryFn: async ({ signal }) =>
      (await apiGet(listingPath(id, "/images"), listResponse, { signal, auth: true })).result_value,
  });
}

export function useGalleryItems(id: string) {
  return useQuery(galleryQueryOptions(id));
}

/** `POST …/images { imageId }`: an uploaded image joins the gallery, last. */
export async function addGalleryImage(id: string, imageId: string): Promise<GalleryItem> {
  return (await apiPost(listingPath(id, "/images"), { imageId }, itemResponse, { auth: true })).result_value;
}

/** `PATCH …/images/{itemId} { caption }`. */
export async function saveCaption(id: string, itemId: string, caption: string): Promise<GalleryItem> {
  return (
    await apiPatch(listingPath(id, `/images/${encodeURIComponent(itemId)}`), { caption }, itemResponse, { auth: true })
  ).result_value;
}

/** `PUT …/images/order { imageIds }`: every item of the gallery, in the new order. */
export async function saveOrder(id: string, itemIds: string[]): Promise<GalleryItem[]> {
  return (await apiPut(listingPath(id, "/images/order"), { imageIds: itemIds }, listResponse, { auth: true }))
    .result_value;
}

/** `DELETE …/images/{itemId}`. */
export async function deleteGalleryImage(id: string, itemId: string): Promise<void> {
  await apiDelete(listingPath(id, `/images/${encodeURIComponent(itemId)}`), deletedResponseSchema, { auth: true });
}
