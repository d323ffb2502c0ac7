import { PageHead } from "../../components/ui/page-head";
import { CataloguePage } from "../../features/catalogue/components/catalogue-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function CatalogueRoute() {
  useDocumentTitle(`Catalogue · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead
        title="Catalogue"
        lead="Categories and subcategories in the order the site shows them; changes show on the site at once."
      />
      <CataloguePage />
    </div>
  );
}
