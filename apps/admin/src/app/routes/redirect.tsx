import type { LoaderFunctionArgs } from "react-router";
import { clearAdminStorage } from "../../lib/session-store";
import { config, siteHomeUrl } from "../config";
import "./redirect.css";

/**
 * `/redirect`: back to the site's home page, replacing this entry in the history. With
 * `?clear=true` (the site's logout comes here) it first forgets the admin session, which
 * signs out any open admin tab too.
 */
export function redirectLoader({ request }: LoaderFunctionArgs): null {
  if (new URL(request.url).searchParams.get("clear") === "true") clearAdminStorage("signed-out");
  window.location.replace(siteHomeUrl);
  return null;
}

export function RedirectRoute() {
  return (
    <p role="status" className="redirect-status">
      Returning to {config.productName}…
    </p>
  );
}
