/**
 * Paths crawlers should leave alone: the API, pages carrying a secret in their path, and every
 * page that needs a stored token (spec, "Routes that need a stored token" and the vendor layout).
 * Prefixes without a trailing slash also cover their sub-paths (`/editprofile` and `/editprofile/…`).
 */
const disallowed = [
  "/api/",
  "/resetpassword/",
  "/confirmemail",
  "/activitylog",
  "/registerfreelancer",
  "/registerclient",
  "/productsubscriptionplan",
  "/hiresubscriptionplan",
  "/hiringRequest",
  "/clientprofile",
  "/freelancerprofile",
  "/freelancerjobhire",
  "/editclientprofile",
  "/editfreelancerprofile",
  "/jobapplyform/",
  "/bannerads",
  "/vendorproducts",
  "/paymentsuccess",
  "/paymentfailed",
  "/payment-success",
  "/addproducts",
  "/editproductvendor/",
  "/productpreview/",
  "/profile",
  "/editprofile",
  "/addgalleryimg/",
  "/addfields/",
  "/bannerview/",
  "/addbannerads",
  "/addfeatureads",
  "/editbanneradds/",
  "/subscription",
  "/featureads",
] as const;

/** robots.txt: everything public may be crawled; the sitemap index says where the pages are. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
