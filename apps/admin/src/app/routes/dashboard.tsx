import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { config } from "../config";
import { SectionPage } from "./section-page";

export function DashboardRoute() {
  return (
    <SectionPage
      title="Dashboard"
      lead={`How ${config.productName} is doing: sign-ups, listings, jobs, money and ads.`}
    >
      <DashboardPage />
    </SectionPage>
  );
}
