import { PageHead } from "../../components/ui/page-head";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function DashboardRoute() {
  useDocumentTitle(`Dashboard · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead
        title="Dashboard"
        lead={`How ${config.productName} is doing: sign-ups, listings, jobs, money and ads.`}
      />
      <DashboardPage />
    </div>
  );
}
