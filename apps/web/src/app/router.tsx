import type { RouteObject } from "react-router";
import type { LayoutHandle } from "../components/layouts/layout-handle";
import { MainLayout } from "../components/layouts/main-layout";
import { VendorLayout } from "../components/layouts/vendor-layout";
import { MegaMenu } from "../features/categories/components/mega-menu";
import { lazyPage } from "../lib/load-chunk";
import { paths } from "../lib/paths";
import { vendorPaths } from "../lib/paths-vendor";
import { profilePaths } from "../lib/paths-profiles";
import type { EmployerFlowHandle } from "../lib/employer-flow";
import { hiringPaths } from "../lib/paths-hiring";
import { browsePaths } from "../lib/paths-browse";
import { jobPaths } from "../lib/paths-jobs";
import { messagePaths } from "../lib/paths-messages";
import { billingPaths } from "../lib/paths-billing";
import { config } from "./config";
import { useEmployerSidebar } from "./employer-sidebar";
import { HeaderAccount } from "./header-account";
import { mainNavigation, socialLinks } from "./navigation";
import { Root } from "./root";
import { HomeRoute } from "./routes/home";
import { PageLoading, RouteError } from "@mp/ui/components/route-fallbacks.tsx";

// Route modules live in app/routes/: a page composes features (home = hero + categories),
// and features may not import one another. Each page is lazy-loaded into its own chunk, through
// lazyPage: a chunk that fails or takes over 120 s shows the route error fallback. The home page
// alone is in the entry: it is most visitors' first view, which then needs no second round trip
// for its page chunk (issue 14).
// A page wanting the solid navy header from the top sets `handle: { headerVariant: "solid" }`.
// A page that needs a stored token wraps its element in <RequireToken> (features/auth).

/** What both layouts put around the page: one header (menu, mega menu, account) and one footer. */
function siteChrome() {
  return {
    productName: config.productName,
    navigation: mainNavigation,
    socialLinks,
    account: <HeaderAccount />,
    megaMenu: <MegaMenu />,
  };
}

function MainLayoutRoute() {
  const sidebar = useEmployerSidebar();
  return <MainLayout {...siteChrome()} sidebar={sidebar} />;
}

function VendorLayoutRoute() {
  return <VendorLayout {...siteChrome()} />;
}

const authDialogRoutes = () => import("./routes/auth-dialog-route");
const vendorRoutes = () => import("./routes/vendor-listings");
const jobRoutes = () => import("./routes/jobs");
const hiringRoutes = () => import("./routes/hiring");
const bannerAdRoutes = () => import("./routes/banner-ads");
const featureAdRoutes = () => import("./routes/feature-ads");
const vendorProfileRoutes = () => import("./routes/vendor-profile");
const planRoutes = () => import("./routes/subscriptions/plan-pages");
const paymentRoutes = () => import("./routes/subscriptions/payment-pages");
const solidHeader = { headerVariant: "solid" } satisfies LayoutHandle;
const profileRoutes = () => import("./routes/profiles/freelancer-pages");
const clientRoutes = () => import("./routes/profiles/client-pages");
/** Spec section 4: a sign-up opened from these pages starts with the user type Employer. */
const employerFlow = { ...solidHeader, employerFlow: true } satisfies LayoutHandle & EmployerFlowHandle;

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        id: "main-layout",
        Component: MainLayoutRoute,
        children: [
          { index: true, Component: HomeRoute },
          { path: browsePaths.dashboard, Component: HomeRoute },
          {
            path: browsePaths.categories,
            lazy: lazyPage(async () => (await import("./routes/categories")).CategoriesRoute),
          },
          {
            path: browsePaths.findJob,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/find-job")).FindJobRoute),
          },
          {
            path: browsePaths.hireFreelancers,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/hire-freelancers")).HireFreelancersRoute),
          },
          {
            path: profilePaths.registerFreelancer,
            handle: solidHeader,
            lazy: lazyPage(async () => (await profileRoutes()).RegisterFreelancerRoute),
          },
          {
            path: profilePaths.freelancerProfile,
            handle: solidHeader,
            lazy: lazyPage(async () => (await profileRoutes()).FreelancerProfileRoute),
          },
          {
            path: profilePaths.editFreelancerProfile,
            handle: solidHeader,
            lazy: lazyPage(async () => (await profileRoutes()).EditFreelancerProfileRoute),
          },
          {
            path: profilePaths.freelancer,
            handle: solidHeader,
            lazy: lazyPage(async () => (await profileRoutes()).FreelancerPublicRoute),
          },
          {
            path: profilePaths.registerClient,
            handle: employerFlow,
            lazy: lazyPage(async () => (await clientRoutes()).RegisterClientRoute),
          },
          {
            path: profilePaths.clientProfile,
            handle: solidHeader,
            lazy: lazyPage(async () => (await clientRoutes()).ClientProfileRoute),
          },
          {
            path: profilePaths.editClientProfile,
            handle: solidHeader,
            lazy: lazyPage(async () => (await clientRoutes()).EditClientProfileRoute),
          },
          {
            path: browsePaths.ourProducts,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/our-products")).OurProductsRoute),
          },
          {
            path: browsePaths.productsOfSubcategory,
            lazy: lazyPage(
              async () => (await import("./routes/subcategory-products-redirect")).SubcategoryProductsRedirect,
            ),
          },
          {
            path: paths.terms,
            lazy: lazyPage(async () => (await import("./routes/terms")).TermsRoute),
          },
          { path: paths.login, lazy: lazyPage(async () => (await authDialogRoutes()).LoginRoute) },
          { path: paths.signup, lazy: lazyPage(async () => (await authDialogRoutes()).SignupRoute) },
          {
            path: paths.forgotPassword,
            lazy: lazyPage(async () => (await authDialogRoutes()).ForgotPasswordRoute),
          },
          {
            path: paths.resetPassword,
            lazy: lazyPage(async () => (await import("./routes/reset-password")).ResetPasswordRoute),
          },
          {
            path: browsePaths.search,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/search")).SearchRoute),
          },
          {
            path: browsePaths.products,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/products")).ProductsRoute),
          },
          {
            path: browsePaths.productDetail,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/product-detail")).ProductDetailRoute),
          },
          {
            path: browsePaths.gallery,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/gallery")).GalleryRoute),
          },
          {
            path: paths.activityLog,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/activity-log")).ActivityLogRoute),
          },
          {
            path: vendorPaths.vendorProducts,
            handle: solidHeader,
            lazy: lazyPage(async () => (await vendorRoutes()).VendorProductsRoute),
          },
          {
            path: vendorPaths.bannerAds,
            handle: solidHeader,
            lazy: lazyPage(async () => (await bannerAdRoutes()).BannerAdsRoute),
          },
          {
            path: vendorPaths.vendorPage,
            handle: solidHeader,
            lazy: lazyPage(async () => (await vendorProfileRoutes()).VendorPublicRoute),
          },
          {
            path: billingPaths.productSubscriptionPlan,
            handle: solidHeader,
            lazy: lazyPage(async () => (await planRoutes()).ProductPlansRoute),
          },
          {
            path: billingPaths.hireSubscriptionPlan,
            handle: solidHeader,
            lazy: lazyPage(async () => (await planRoutes()).HirePlansRoute),
          },
          {
            path: messagePaths.messages,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/messages")).MessagesRoute),
          },
          {
            path: messagePaths.conversationPattern,
            handle: solidHeader,
            lazy: lazyPage(async () => (await import("./routes/messages")).MessagesRoute),
          },
          {
            path: hiringPaths.hiringRequest,
            handle: solidHeader,
            lazy: lazyPage(async () => (await hiringRoutes()).HiringRequestRoute),
          },
          {
            path: hiringPaths.freelancerJobHire,
            handle: solidHeader,
            lazy: lazyPage(async () => (await hiringRoutes()).FreelancerJobHireRoute),
          },
          {
            path: jobPaths.postJob,
            handle: employerFlow,
            lazy: lazyPage(async () => (await jobRoutes()).PostJobRoute),
          },
          { path: jobPaths.job, handle: solidHeader, lazy: lazyPage(async () => (await jobRoutes()).JobDetailRoute) },
          { path: jobPaths.editJob, handle: solidHeader, lazy: lazyPage(async () => (await jobRoutes()).EditJobRoute) },
          { path: jobPaths.myJobs, handle: solidHeader, lazy: lazyPage(async () => (await jobRoutes()).MyJobsRoute) },
          {
            path: jobPaths.jobApply,
            handle: solidHeader,
            lazy: lazyPage(async () => (await jobRoutes()).JobApplyRoute),
          },
          {
            path: "*",
            lazy: lazyPage(async () => (await import("./routes/not-found")).NotFoundRoute),
          },
        ],
      },
      {
        id: "vendor-layout",
        Component: VendorLayoutRoute,
        handle: solidHeader,
        children: [
          {
            path: vendorPaths.userProducts,
            lazy: lazyPage(async () => (await vendorRoutes()).UserProductsRoute),
          },
          { path: vendorPaths.addProduct, lazy: lazyPage(async () => (await vendorRoutes()).AddProductRoute) },
          { path: vendorPaths.editProduct, lazy: lazyPage(async () => (await vendorRoutes()).EditProductRoute) },
          {
            path: vendorPaths.productPreview,
            lazy: lazyPage(async () => (await vendorRoutes()).ProductPreviewRoute),
          },
          { path: vendorPaths.addGallery, lazy: lazyPage(async () => (await vendorRoutes()).AddGalleryRoute) },
          { path: vendorPaths.addFields, lazy: lazyPage(async () => (await vendorRoutes()).AddFieldsRoute) },
          {
            path: vendorPaths.addBannerAd,
            lazy: lazyPage(async () => (await bannerAdRoutes()).AddBannerAdRoute),
          },
          {
            path: vendorPaths.editBannerAd,
            lazy: lazyPage(async () => (await bannerAdRoutes()).EditBannerAdRoute),
          },
          {
            path: vendorPaths.bannerView,
            lazy: lazyPage(async () => (await bannerAdRoutes()).BannerViewRoute),
          },
          { path: vendorPaths.profile, lazy: lazyPage(async () => (await vendorProfileRoutes()).ProfileRoute) },
          {
            path: vendorPaths.editProfile,
            lazy: lazyPage(async () => (await vendorProfileRoutes()).EditProfileRoute),
          },
          {
            path: vendorPaths.featureAds,
            lazy: lazyPage(async () => (await featureAdRoutes()).FeatureAdsRoute),
          },
          {
            path: vendorPaths.addFeatureAd,
            lazy: lazyPage(async () => (await featureAdRoutes()).AddFeatureAdRoute),
          },
          {
            path: billingPaths.subscription,
            lazy: lazyPage(async () => (await import("./routes/subscriptions/subscription-page")).SubscriptionRoute),
          },
        ],
      },
      {
        path: paths.termsStandalone,
        lazy: lazyPage(async () => (await import("./routes/terms")).StandaloneTermsRoute),
      },
      { path: billingPaths.testCheckout, lazy: lazyPage(async () => (await paymentRoutes()).TestCheckoutRoute) },
      { path: billingPaths.paymentSuccess, lazy: lazyPage(async () => (await paymentRoutes()).PaymentSuccessRoute) },
      {
        path: billingPaths.paymentSuccessAlias,
        lazy: lazyPage(async () => (await paymentRoutes()).PaymentSuccessRoute),
      },
      { path: billingPaths.paymentFailed, lazy: lazyPage(async () => (await paymentRoutes()).PaymentFailedRoute) },
    ],
  },
];
