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
  /** The vendor's own profile as others see it, and its form (vendor layout, guarded). */
  profile: "/profile",
  editProfile: "/editprofile",
  /** The public vendor page: profile and published listings (main layout, not guarded). */
  vendorPage: "/vendor/:id",
  /** The vendor's banner ads (main layout, guarded); the others are in the vendor layout. */
  bannerAds: "/bannerads",
  addBannerAd: "/addbannerads",
  editBannerAd: "/editbanneradds/:id",
  bannerView: "/bannerview/:id",
  /** The vendor's feature ads and the form of a new one (vendor layout, guarded); `?listingId=` preselects. */
  featureAds: "/featureads",
  addFeatureAd: "/addfeatureads",
  /** The vendor funnel (issue 17): one listing's, the whole business's, a feature ad's (vendor layout, guarded). */
  listingFunnel: "/listingfunnel/:id",
  businessFunnel: "/businessfunnel",
  featureAdFunnel: "/featureadfunnel/:id",
} as const;

const withId = (pattern: string, id: string) => pattern.replace(":id", encodeURIComponent(id));

export const editProductUrl = (id: string) => withId(vendorPaths.editProduct, id);
export const productPreviewUrl = (id: string) => withId(vendorPaths.productPreview, id);
export const addGalleryUrl = (id: string) => withId(vendorPaths.addGallery, id);
export const addFieldsUrl = (id: string) => withId(vendorPaths.addFields, id);
export const vendorPageUrl = (id: string) => withId(vendorPaths.vendorPage, id);
export const editBannerAdUrl = (id: string) => withId(vendorPaths.editBannerAd, id);
export const bannerViewUrl = (id: string) => withId(vendorPaths.bannerView, id);
export const listingFunnelUrl = (id: string) => withId(vendorPaths.listingFunnel, id);
export const featureAdFunnelUrl = (id: string) => withId(vendorPaths.featureAdFunnel, id);
export const addFeatureAdUrl = (listingId?: string) =>
  listingId ? `${vendorPaths.addFeatureAd}?${new URLSearchParams({ listingId })}` : vendorPaths.addFeatureAd;
