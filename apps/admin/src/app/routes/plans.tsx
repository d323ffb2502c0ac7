import { PageHead } from "../../components/ui/page-head";
import { PlansPage } from "../../features/plans/components/plans-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function PlansRoute() {
  useDocumentTitle(`Plans · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead title="Plans" lead="Prices, allowances and vendor limits of the user and hire plans." />
      <PlansPage />
    </div>
  );
}
