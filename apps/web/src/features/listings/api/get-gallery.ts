import { listingGalleryResponseSchema, type ListingGalleryResponse } from "@mp/contracts/listing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";

export type GalleryImage = ListingGalleryResponse["result_value"][number];

/** `GET /api/listings/{id}/gallery`: the listing's images with captions. */
export async function getGallery(id: string, signal?: AbortSignal): Promise<GalleryImage[]> {
  const body = await apiGet(`/api/listings/${encodeURIComponent(id)}/gallery`, listingGalleryResponseSchema, {
    signal,
  });
  return body.result_value;
}

export function galleryQueryOptions(id: string) {
  return queryOptions({ queryKey: listingKeys.gallery(id), queryFn: ({ signal }) => getGallery(id, signal) });
}

export function useGallery(id: string) {
  return useQuery(galleryQueryOptions(id));
}
