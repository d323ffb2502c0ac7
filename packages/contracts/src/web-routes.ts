/**
 * The site's page paths, shared by the server (which answers 404 for anything else) and
 * the web app's router. `:name` matches one path segment. Each issue adds its pages here.
 */
export const webPagePatterns = [
  "/",
  "/terms-conditions",
  "/terms&conditions",
  "/about",
  "/contact",
  "/help",
  "/privacy",
  "/login",
  "/signup",
  "/forgotpassword",
  "/resetpassword/:token",
  "/confirmemail",
  "/search",
  "/home",
  "/categories",
  "/findjob",
  "/hirefreelancers",
  "/registerfreelancer",
  "/registerclient",
  "/freelancerprofile",
  "/clientprofile",
  "/editfreelancerprofile",
  "/editclientprofile",
  "/freelancer/:id",
  "/ourproducts",
  "/products",
  "/products/:subCategoryName/:subCategoryId",
  "/productdetail/:id",
  "/gallery/:id",
  "/activitylog",
  "/saved",
  "/userproducts",
  "/addproducts",
  "/editproductvendor/:id",
  "/productpreview/:id",
  "/addgalleryimg/:id",
  "/addfields/:id",
  "/vendorproducts",
  "/profile",
  "/editprofile",
  "/vendor/:id",
  "/bannerads",
  "/addbannerads",
  "/editbanneradds/:id",
  "/bannerview/:id",
  "/featureads",
  "/addfeatureads",
  "/listingfunnel/:id",
  "/businessfunnel",
  "/postjob",
  "/job/:id",
  "/editjob/:id",
  "/myjobs",
  "/jobapplyform/:id/:jobTitle/:categoryId/:createdBy",
  "/messages",
  "/messages/:conversationId",
  "/productsubscriptionplan",
  "/hiresubscriptionplan",
  "/testcheckout/:checkoutId",
  "/paymentsuccess",
  "/payment-success",
  "/paymentfailed",
  "/subscription",
  "/hiringRequest",
  "/freelancerjobhire",
  "/saved-searches",
  "/saved-searches/unsubscribe",
] as const;

export function isKnownPage(pathname: string): boolean {
  return matchesPagePattern(webPagePatterns, pathname);
}

/** Whether `pathname` (a trailing slash ignored) is one of `patterns`. */
export function matchesPagePattern(patterns: readonly string[], pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, "") : pathname;
  return patterns.some((pattern) => matches(pattern, path));
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(":") ? (got[i] ?? "") !== "" : part === got[i]));
}
