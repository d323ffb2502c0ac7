import { Suspense, useEffect, useSyncExternalStore } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from "react-router";
import { AuthDialogProvider } from "../features/auth/components/auth-dialog-provider";
import { setUnauthorizedHandler } from "../lib/api-client";
import { paths } from "../lib/paths";
import { removeExpiredSession } from "../lib/session";
import { config } from "./config";
import { lazyChunk } from "../lib/load-chunk";
import { hasToastBeenRequested, subscribeToToastRequests } from "../lib/toast";
import { FavouriteSlotProvider } from "../lib/favourite-slot";
import { renderFavouriteButton } from "./favourite-button-slot";

// Neither is in the first view: the toast container loads with the first toast (which waits in
// the library's queue until it mounts), the terms with the sign-up dialog that shows them.
const Toaster = lazyChunk(async () => ({ default: (await import("@mp/ui/components/toaster.tsx")).Toaster }));
const TermsInDialog = lazyChunk(async () => {
  const { TermsDocument } = await import("../features/terms/components/terms-document");
  return { default: () => <TermsDocument productName={config.productName} /> };
});

/**
 * Where a page's scroll position is kept. Every document's first page has the key "default", so
 * keyed by that alone an address typed into the tab would open where the previous document was
 * left; the first page is keyed by its address instead (a reload still keeps its place).
 */
const scrollKey = (location: Location) =>
  location.key === "default" ? location.pathname + location.search : location.key;

const social = { googleClientId: config.googleClientId ?? null, facebookAppId: config.facebookAppId ?? null };

/** Above every page: scroll restoration, the session's upkeep, the auth dialogs, the hearts and the toasts. */
export function Root() {
  useSessionUpkeep();
  const toastRequested = useSyncExternalStore(subscribeToToastRequests, hasToastBeenRequested, () => false);
  return (
    <AuthDialogProvider social={social} Terms={TermsInDialog}>
      <ScrollRestoration getKey={scrollKey} />
      <FavouriteSlotProvider value={renderFavouriteButton}>
        <Outlet />
      </FavouriteSlotProvider>
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AuthDialogProvider>
  );
}

/**
 * An expired employer token is dropped on every navigation (and at start, in main.tsx), and a
 * 401/403 from a call that needs the user, which has already cleared storage, returns home.
 */
function useSessionUpkeep() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    removeExpiredSession();
  }, [pathname]);

  useEffect(() => setUnauthorizedHandler(() => void navigate(paths.home, { replace: true })), [navigate]);
}
