// The design system first, so component styles come after it in the bundle.
import "@mp/ui/styles/tokens.css";
import "@mp/ui/styles/base.css";
import "./styles/site.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { removeExpiredSession } from "./lib/session";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");

// Before the first render, so the header never shows a session whose token has expired.
removeExpiredSession();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
