import { Outlet, type RouteObject } from "react-router";
import { AdminLayout } from "../components/layouts/admin-layout";
import { SessionGate } from "../features/session/components/session-gate";
import { config, siteHomeUrl } from "./config";
import { PageLoading, RouteError } from "@mp/ui/components/route-fallbacks.tsx";
import { NotFoundRoute } from "./routes/not-found";
import { RedirectRoute, redirectLoader } from "./routes/redirect";
import { AuditRoute } from "./routes/audit";
import { CatalogueRoute } from "./routes/catalogue";
import { DashboardRoute } from "./routes/dashboard";
import { ModerationRoute } from "./routes/moderation";
import { PaymentsRoute } from "./routes/payments";
import { PlansRoute } from "./routes/plans";
import { UserDetailsRoute } from "./routes/user-details";
import { UsersRoute } from "./routes/users";
import type { SignedInAdmin } from "./use-signed-in-admin";
import { adminSections } from "./sections";

// Route modules live in app/routes/: a page composes features, which may not import one another.
// The panel is small, so its pages are in the main chunk: a lazy page would be one more round
// trip before the hand-off listener's page can show anything.

/** Everything but /redirect: the panel for a confirmed admin, a sign-in screen for anyone else. */
function GatedLayout() {
  return (
    <SessionGate productName={config.productName} siteUrl={siteHomeUrl} idleMinutes={config.adminIdleMinutes}>
      {(admin) => (
        <AdminLayout
          productName={config.productName}
          siteUrl={siteHomeUrl}
          adminName={admin.name}
          adminRole={admin.additionalusertype ?? ""}
          sections={adminSections.filter(
            (section) => !section.superAdminOnly || admin.additionalusertype === "Super-Admin",
          )}
        >
          <Outlet context={admin satisfies SignedInAdmin} />
        </AdminLayout>
      )}
    </SessionGate>
  );
}

export const routes: RouteObject[] = [
  {
    id: "root",
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: "redirect", loader: redirectLoader, Component: RedirectRoute },
      {
        Component: GatedLayout,
        children: [
          { index: true, Component: DashboardRoute },
          { path: "moderation", Component: ModerationRoute },
          { path: "users", Component: UsersRoute },
          { path: "users/:id", Component: UserDetailsRoute },
          { path: "catalogue", Component: CatalogueRoute },
          { path: "plans", Component: PlansRoute },
          { path: "payments", Component: PaymentsRoute },
          { path: "audit", Component: AuditRoute },
          { path: "*", Component: NotFoundRoute },
        ],
      },
    ],
  },
];
