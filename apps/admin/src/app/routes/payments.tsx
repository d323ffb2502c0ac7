import { PaymentsPage } from "../../features/payments/components/payments-page";
import { SectionPage } from "./section-page";

export function PaymentsRoute() {
  return (
    <SectionPage title="Payments" lead="Every purchase, upgrade, renewal and refund, newest first.">
      <PaymentsPage />
    </SectionPage>
  );
}
