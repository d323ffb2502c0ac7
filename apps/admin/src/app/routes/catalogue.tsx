import { CataloguePage } from "../../features/catalogue/components/catalogue-page";
import { SectionPage } from "./section-page";

export function CatalogueRoute() {
  return (
    <SectionPage
      title="Catalogue"
      lead="Categories and subcategories in the order the site shows them; changes show on the site at once."
    >
      <CataloguePage />
    </SectionPage>
  );
}
