import type { Subscription } from "@mp/contracts/billing";
import { useState } from "react";
import { hasClientPrivilege } from "../../../features/account/account-rules";
import { useUserDetails } from "../../../features/account/api/get-user-details";
import { CancelDialog } from "../../../features/subscriptions/components/cancel-dialog";
import { CreditHistory } from "../../../features/subscriptions/components/credit-history";
import { PaymentHistory } from "../../../features/subscriptions/components/payment-history";
import { SubscriptionOverview } from "../../../features/subscriptions/components/subscription-overview";
import { useSession } from "../../../lib/session";
import { VendorPage } from "../vendor-listings/vendor-page";
import "./subscription-pages.css";

/** `/subscription`: the account's plans, Cancel at period end, the connects history and the payments. */
export function SubscriptionRoute() {
  return (
    <VendorPage title="Subscription" lead="Your plans, what you have received and spent, and your receipts.">
      <SubscriptionSections />
    </VendorPage>
  );
}

function SubscriptionSections() {
  const session = useSession();
  const userId = session.userId ?? "";
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const details = useUserDetails(userId);
  const user = details.data?.result_value ?? session.user;
  const showHire = user !== null && hasClientPrivilege(user);

  return (
    <>
      <section className="subscription-section" aria-labelledby="subscription-plans">
        <h2 id="subscription-plans" className="subscription-section__title">
          Current plans
        </h2>
        <SubscriptionOverview userId={userId} showHire={showHire} onCancel={setCancelling} />
      </section>
      <section className="subscription-section" aria-labelledby="subscription-history">
        <h2 id="subscription-history" className="subscription-section__title">
          Connects and Remaining Freelancer history
        </h2>
        <CreditHistory userId={userId} />
      </section>
      <section className="subscription-section" aria-labelledby="subscription-payments">
        <h2 id="subscription-payments" className="subscription-section__title">
          Payments
        </h2>
        <PaymentHistory userId={userId} />
      </section>
      {cancelling && <CancelDialog userId={userId} subscription={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
