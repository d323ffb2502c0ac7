import { PageHead } from "../../components/ui/page-head";
import { PaymentsPage } from "../../features/payments/components/payments-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function PaymentsRoute() {
  useDocumentTitle(`Payments · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead title="Payments" lead="Every purchase, upgrade, renewal and refund, newest first." />
      <PaymentsPage />
    </div>
  );
}
