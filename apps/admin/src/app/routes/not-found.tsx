import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { PageHead } from "../../components/ui/page-head";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function NotFoundRoute() {
  useDocumentTitle(`Not found · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead title="404 Not Found" />
      <StatusMessage
        tone="neutral"
        title="The admin panel has no page at this address."
        action={
          <Link to="/" className={buttonClasses("secondary", undefined)}>
            Go to the user list
          </Link>
        }
      />
    </div>
  );
}
