// The design system first, so component styles come after it in the bundle.
import "@mp/ui/styles/tokens.css";
import "@mp/ui/styles/base.css";
import "./styles/site.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router";
import type { DehydratedState } from "@tanstack/react-query";
import { AppProviders } from "./app/providers";
import { createQueryClient, hydrateFromPage } from "./app/query-client";
import { routes } from "./app/router";
import { HydrationMark } from "./lib/hydration-mark";
import { readBearerToken, removeExpiredSession } from "./lib/session";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");

// Before the first render, so the header never shows a session whose token has expired.
removeExpiredSession();

/** The data a server-rendered page was rendered with (decision 023); absent from the client-rendered shell. */
function readServerState(): DehydratedState | null {
  const text = document.getElementById("ssr-state")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

/** Loads the lazy routes of this address first, so the first render is the page the server rendered. */
async function resolveLazyRoutes(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const state = readServerState();
  const queryClient = createQueryClient();
  // The server renders for visitors: a refusal it rendered (a hidden profile is "not found" to
  // them) may not be one for this signed-in owner or admin, so their page asks again, rendered here.
  const askAgain = state !== null && readBearerToken() !== null && state.queries.some((q) => q.state.error);
  if (state && askAgain)
    hydrateFromPage(queryClient, { ...state, queries: state.queries.filter((q) => !q.state.error) });
  if (!state || askAgain) {
    createRoot(root).render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProviders>
        <HydrationMark />
      </StrictMode>,
    );
    return;
  }
  // The server's page: its data goes into the cache first, so nothing it showed is fetched again.
  hydrateFromPage(queryClient, state);
  try {
    await resolveLazyRoutes(routes);
  } catch {
    // A page chunk that fails to load: the router shows its error when it tries again.
  }
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  // The page's own hydration mark is in the main layout's page boundary (every server-rendered page
  // has that layout): it hydrates after this root, in slices that leave the main thread free. The
  // page has painted before this runs (decision 042); as a transition, the root hydrates in slices too.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container);
