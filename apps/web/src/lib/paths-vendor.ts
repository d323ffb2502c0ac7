/** The vendor's pages (spec section 2): listing a business, its gallery and fields, View Business. */
export const vendorPaths = {
  /** "List your business free" / "Post An Ad": explains the offer; not guarded. */
  userProducts: "/userproducts",
  addProduct: "/addproducts",
  editProduct: "/editproductvendor/:id",
  productPreview: "/productpreview/:id",
  addGallery: "/addgalleryimg/:id",
  addFields: "/addfields/:id",
  /** View Business: the vendor's own listings (main layout, guarded). */
  vendorProducts: "/vendorproducts",
} as const;

const withId = (pattern: string, id: string) => pattern.replace(":id", encodeURIComponent(id));

export const editProductUrl = (id: string) => withId(vendorPaths.editProduct, id);
export const productPreviewUrl = (id: string) => withId(vendorPaths.productPreview, id);
export const addGalleryUrl = (id: string) => withId(vendorPaths.addGallery, id);
export const addFieldsUrl = (id: string) => withId(vendorPaths.addFields, id);
