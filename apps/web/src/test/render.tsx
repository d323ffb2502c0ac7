import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { routes as appRoutes } from "../app/router";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { AuthDialogProvider } from "../features/auth/components/auth-dialog-provider";
import type { SocialConfig } from "../features/auth/social-config";
import { TermsDocument } from "../features/terms/components/terms-document";

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the app's real route tree (lazy pages included) at `path`. */
export function renderApp(path: string) {
  return renderRoutes(appRoutes, path);
}

/** Renders `element` as the page at "/" of a memory router, for components that link or navigate. */
export function renderWithRouter(element: ReactElement, { path = "/" }: { path?: string } = {}) {
  return renderRoutes([{ path: "*", element }], path);
}

export const noSocialSignIn: SocialConfig = { googleClientId: null, facebookAppId: null };

const TestTerms = () => <TermsDocument productName="Corner Shop" />;

/**
 * Renders `element` at `path` with what the app's root gives every page: the auth dialogs
 * (with the social sign-in ids of `social`) and the toast container.
 */
export function renderWithAuth(
  element: ReactElement,
  { path = "/", social = noSocialSignIn }: { path?: string; social?: SocialConfig } = {},
) {
  return renderRoutes(
    [
      {
        path: "*",
        element: (
          <AuthDialogProvider social={social} Terms={TestTerms}>
            {element}
            <Toaster />
          </AuthDialogProvider>
        ),
      },
    ],
    path,
  );
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** Scrolls the window to `y` and lets scroll listeners run. */
export function scrollWindowTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event("scroll"));
  });
}
