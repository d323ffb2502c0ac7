import { Link } from "react-router";
import { PageBanner } from "../../components/ui/page-banner";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../use-page-title";
import "./not-found.css";

/** Any path no route claims. The server answers these with status 404 as well. */
export function NotFoundRoute() {
  usePageTitle("Page not found");
  return (
    <>
      <PageBanner
        title="404 Not Found"
        lead="There is no page at this address. It may have moved, or the link may be mistyped."
      />
      <div className="container not-found">
        <Link to={paths.home} className="not-found__home">
          Go to the home page
        </Link>
      </div>
    </>
  );
}
