import { PlansPage } from "../../features/plans/components/plans-page";
import { SectionPage } from "./section-page";

export function PlansRoute() {
  return (
    <SectionPage title="Plans" lead="Prices, allowances and vendor limits of the user and hire plans.">
      <PlansPage />
    </SectionPage>
  );
}
