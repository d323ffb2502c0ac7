import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { onTestFinished } from "vitest";
import { siteOrigin } from "../app/config";
import { routes } from "../app/router";
import { listenForHandoff } from "../features/session/handoff";

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders the app's real route tree at `path`, listening for the hand-off as main.tsx does. */
export function renderApp(path: string) {
  onTestFinished(listenForHandoff(siteOrigin));
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

/** Posts a message to this window as another page would, from `origin`. */
export function postMessageFrom(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}
