/** The browsing pages' addresses: search, a subcategory's listings, a listing and its gallery. */
export const browsePaths = {
  search: "/search",
  products: "/products",
  productDetail: "/productdetail/:id",
  gallery: "/gallery/:id",
} as const;

/** `/search?q=…` (and the other search filters when given). */
export function searchUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${browsePaths.search}?${text}` : browsePaths.search;
}

/** A subcategory's listings; the name rides along so the page can title itself before it loads. */
export function productsUrl(subcategoryId: string, name: string): string {
  return `${browsePaths.products}?${new URLSearchParams({ subcategoryId, name })}`;
}

export function productDetailUrl(id: string): string {
  return `/productdetail/${encodeURIComponent(id)}`;
}

export function galleryUrl(id: string): string {
  return `/gallery/${encodeURIComponent(id)}`;
}
