import { useRouteError } from "react-router";
import { Button } from "./button.tsx";
import { StatusMessage } from "./status-message.tsx";
import "./route-fallbacks.css";

/** A page that failed to load or render, e.g. a script chunk gone missing after a deploy. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="route-error container">
      <StatusMessage
        tone="error"
        title="Something went wrong while loading this page."
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      >
        Please reload to try again. If it keeps happening, come back a little later.
      </StatusMessage>
    </main>
  );
}

/** Shown while the first page's code loads (and, in the admin panel, while /redirect sends the browser away). */
export function PageLoading() {
  return (
    <p role="status" className="route-loading">
      <span className="visually-hidden">Loading…</span>
    </p>
  );
}
