import { Link } from "react-router";
import { PageBanner } from "../../components/ui/page-banner";
import { TermsDocument } from "../../features/terms/components/terms-document";
import { paths } from "../../lib/paths";
import { config } from "../config";
import { usePageTitle } from "../use-page-title";
import "./terms.css";

const title = "Terms & Conditions";

/** `/terms-conditions`, inside the main layout. */
export function TermsRoute() {
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead={`The rules for using ${config.productName}, in plain language.`} />
      <div className="container">
        <TermsDocument productName={config.productName} />
      </div>
    </>
  );
}

/** `/terms&conditions`: the same terms on a bare page, with no header or footer. */
export function StandaloneTermsRoute() {
  usePageTitle(title);
  return (
    <main className="standalone-terms container">
      <Link to={paths.home} className="standalone-terms__home">
        {config.productName}
      </Link>
      <h1 className="standalone-terms__title">{title}</h1>
      <TermsDocument productName={config.productName} />
    </main>
  );
}
