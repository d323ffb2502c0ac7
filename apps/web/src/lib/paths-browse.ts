/** The browsing pages' addresses: search, a subcategory's listings, a listing and its gallery. */
export const browsePaths = {
  /** The spec's Dashboard link (Employer sidebar): the home page under its own address. */
  dashboard: "/home",
  categories: "/categories",
  findJob: "/findjob",
  hireFreelancers: "/hirefreelancers",
  ourProducts: "/ourproducts",
  search: "/search",
  products: "/products",
  /** The Employer sidebar's links; the page redirects to `productsUrl` (the canonical address). */
  productsOfSubcategory: "/products/:subCategoryName/:subCategoryId",
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

/** `/products/{subCategoryName}/{subCategoryId}` (spec section 2, Employer sidebar). */
export function subcategoryProductsPath(subCategoryName: string, subCategoryId: string): string {
  return `/products/${encodeURIComponent(subCategoryName)}/${encodeURIComponent(subCategoryId)}`;
}

export function productDetailUrl(id: string): string {
  return `/productdetail/${encodeURIComponent(id)}`;
}

export function galleryUrl(id: string): string {
  return `/gallery/${encodeURIComponent(id)}`;
}
