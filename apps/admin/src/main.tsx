// The design system first, so component styles come after it in the bundle.
import "@mp/ui/styles/tokens.css";
import "@mp/ui/styles/base.css";
import "./styles/admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { siteOrigin } from "./app/config";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { listenForHandoff } from "./features/session/handoff";

// Before anything renders: the site posts the token once, a second after opening this window.
listenForHandoff(siteOrigin);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
