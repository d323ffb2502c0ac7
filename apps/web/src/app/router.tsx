import type { ComponentType } from "react";
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
import { favouritePaths } from "../lib/paths-favourites";
import { savedSearchPaths } from "../lib/paths-saved-searches";
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
    socialLinks: socialLinks(),
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
const funnelRoutes = () => import("./routes/vendor-funnel");
const planRoutes = () => import("./routes/subscriptions/plan-pages");
const paymentRoutes = () => import("./routes/subscriptions/payment-pages");
const solidHeader = { headerVariant: "solid" } satisfies LayoutHandle;
const profileRoutes = () => import("./routes/profiles/freelancer-pages");
const clientRoutes = () => import("./routes/profiles/client-pages");
/** Spec section 4: a sign-up opened from these pages starts with the user type Employer. */
const employerFlow = { ...solidHeader, employerFlow: true } satisfies LayoutHandle & EmployerFlowHandle;

/** A page loaded lazily at `path`, with its layout handle (the solid header, the employer flow). */
function page(path: string, load: () => Promise<ComponentType>, handle?: LayoutHandle): RouteObject {
  return handle ? { path, handle, lazy: lazyPage(load) } : { path, lazy: lazyPage(load) };
}

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
          page(browsePaths.categories, async () => (await import("./routes/categories")).CategoriesRoute),
          page(browsePaths.findJob, async () => (await import("./routes/find-job")).FindJobRoute, solidHeader),
          page(
            browsePaths.hireFreelancers,
            async () => (await import("./routes/hire-freelancers")).HireFreelancersRoute,
            solidHeader,
          ),
          page(
            profilePaths.registerFreelancer,
            async () => (await profileRoutes()).RegisterFreelancerRoute,
            solidHeader,
          ),
          page(profilePaths.freelancerProfile, async () => (await profileRoutes()).FreelancerProfileRoute, solidHeader),
          page(
            profilePaths.editFreelancerProfile,
            async () => (await profileRoutes()).EditFreelancerProfileRoute,
            solidHeader,
          ),
          page(profilePaths.freelancer, async () => (await profileRoutes()).FreelancerPublicRoute, solidHeader),
          page(profilePaths.registerClient, async () => (await clientRoutes()).RegisterClientRoute, employerFlow),
          page(profilePaths.clientProfile, async () => (await clientRoutes()).ClientProfileRoute, solidHeader),
          page(profilePaths.editClientProfile, async () => (await clientRoutes()).EditClientProfileRoute, solidHeader),
          page(
            browsePaths.ourProducts,
            async () => (await import("./routes/our-products")).OurProductsRoute,
            solidHeader,
          ),
          page(
            browsePaths.productsOfSubcategory,
            async () => (await import("./routes/subcategory-products-redirect")).SubcategoryProductsRedirect,
          ),
          page(paths.terms, async () => (await import("./routes/terms")).TermsRoute),
          page(paths.about, async () => (await import("./routes/info/about")).AboutRoute),
          page(paths.contact, async () => (await import("./routes/info/contact")).ContactRoute),
          page(paths.help, async () => (await import("./routes/info/help")).HelpRoute),
          page(paths.privacy, async () => (await import("./routes/info/privacy")).PrivacyRoute),
          page(paths.login, async () => (await authDialogRoutes()).LoginRoute),
          page(paths.signup, async () => (await authDialogRoutes()).SignupRoute),
          page(paths.forgotPassword, async () => (await authDialogRoutes()).ForgotPasswordRoute),
          page(paths.resetPassword, async () => (await import("./routes/reset-password")).ResetPasswordRoute),
          page(paths.confirmEmail, async () => (await import("./routes/confirm-email")).ConfirmEmailRoute, solidHeader),
          page(browsePaths.search, async () => (await import("./routes/search")).SearchRoute, solidHeader),
          page(browsePaths.products, async () => (await import("./routes/products")).ProductsRoute, solidHeader),
          page(
            browsePaths.productDetail,
            async () => (await import("./routes/product-detail")).ProductDetailRoute,
            solidHeader,
          ),
          page(browsePaths.gallery, async () => (await import("./routes/gallery")).GalleryRoute, solidHeader),
          page(paths.activityLog, async () => (await import("./routes/activity-log")).ActivityLogRoute, solidHeader),
          page(favouritePaths.saved, async () => (await import("./routes/saved")).SavedRoute, solidHeader),
          page(
            savedSearchPaths.savedSearches,
            async () => (await import("./routes/saved-searches")).SavedSearchesRoute,
            solidHeader,
          ),
          page(
            savedSearchPaths.unsubscribe,
            async () => (await import("./routes/saved-search-unsubscribe")).SavedSearchUnsubscribeRoute,
            solidHeader,
          ),
          page(vendorPaths.vendorProducts, async () => (await vendorRoutes()).VendorProductsRoute, solidHeader),
          page(vendorPaths.bannerAds, async () => (await bannerAdRoutes()).BannerAdsRoute, solidHeader),
          page(vendorPaths.vendorPage, async () => (await vendorProfileRoutes()).VendorPublicRoute, solidHeader),
          page(billingPaths.productSubscriptionPlan, async () => (await planRoutes()).ProductPlansRoute, solidHeader),
          page(billingPaths.hireSubscriptionPlan, async () => (await planRoutes()).HirePlansRoute, solidHeader),
          page(messagePaths.messages, async () => (await import("./routes/messages")).MessagesRoute, solidHeader),
          page(
            messagePaths.conversationPattern,
            async () => (await import("./routes/messages")).MessagesRoute,
            solidHeader,
          ),
          page(hiringPaths.hiringRequest, async () => (await hiringRoutes()).HiringRequestRoute, solidHeader),
          page(hiringPaths.freelancerJobHire, async () => (await hiringRoutes()).FreelancerJobHireRoute, solidHeader),
          page(jobPaths.postJob, async () => (await jobRoutes()).PostJobRoute, employerFlow),
          page(jobPaths.job, async () => (await jobRoutes()).JobDetailRoute, solidHeader),
          page(jobPaths.editJob, async () => (await jobRoutes()).EditJobRoute, solidHeader),
          page(jobPaths.myJobs, async () => (await jobRoutes()).MyJobsRoute, solidHeader),
          page(jobPaths.jobApply, async () => (await jobRoutes()).JobApplyRoute, solidHeader),
          page("*", async () => (await import("./routes/not-found")).NotFoundRoute),
        ],
      },
      {
        id: "vendor-layout",
        Component: VendorLayoutRoute,
        handle: solidHeader,
        children: [
          page(vendorPaths.userProducts, async () => (await vendorRoutes()).UserProductsRoute),
          page(vendorPaths.addProduct, async () => (await vendorRoutes()).AddProductRoute),
          page(vendorPaths.editProduct, async () => (await vendorRoutes()).EditProductRoute),
          page(vendorPaths.productPreview, async () => (await vendorRoutes()).ProductPreviewRoute),
          page(vendorPaths.addGallery, async () => (await vendorRoutes()).AddGalleryRoute),
          page(vendorPaths.addFields, async () => (await vendorRoutes()).AddFieldsRoute),
          page(vendorPaths.addBannerAd, async () => (await bannerAdRoutes()).AddBannerAdRoute),
          page(vendorPaths.editBannerAd, async () => (await bannerAdRoutes()).EditBannerAdRoute),
          page(vendorPaths.bannerView, async () => (await bannerAdRoutes()).BannerViewRoute),
          page(vendorPaths.profile, async () => (await vendorProfileRoutes()).ProfileRoute),
          page(vendorPaths.editProfile, async () => (await vendorProfileRoutes()).EditProfileRoute),
          page(vendorPaths.featureAds, async () => (await featureAdRoutes()).FeatureAdsRoute),
          page(vendorPaths.addFeatureAd, async () => (await featureAdRoutes()).AddFeatureAdRoute),
          page(vendorPaths.listingFunnel, async () => (await funnelRoutes()).ListingFunnelRoute),
          page(vendorPaths.businessFunnel, async () => (await funnelRoutes()).BusinessFunnelRoute),
          page(vendorPaths.featureAdFunnel, async () => (await funnelRoutes()).FeatureAdFunnelRoute),
          page(
            billingPaths.subscription,
            async () => (await import("./routes/subscriptions/subscription-page")).SubscriptionRoute,
          ),
        ],
      },
      page(paths.termsStandalone, async () => (await import("./routes/terms")).StandaloneTermsRoute),
      page(billingPaths.testCheckout, async () => (await paymentRoutes()).TestCheckoutRoute),
      page(billingPaths.paymentSuccess, async () => (await paymentRoutes()).PaymentSuccessRoute),
      page(billingPaths.paymentSuccessAlias, async () => (await paymentRoutes()).PaymentSuccessRoute),
      page(billingPaths.paymentFailed, async () => (await paymentRoutes()).PaymentFailedRoute),
    ],
  },
];
