import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useParams, useSearchParams } from "react-router";
import { userDetailsQueryOptions } from "../../../features/account/api/get-user-details";
import { RequireToken } from "../../../features/auth/components/require-token";
import { PaymentFailed } from "../../../features/subscriptions/components/payment-failed";
import { PaymentResult } from "../../../features/subscriptions/components/payment-result";
import { TestCheckout } from "../../../features/subscriptions/components/test-checkout";
import { billingKeys } from "../../../lib/query-keys-pages";
import { refreshStoredUser, useSession } from "../../../lib/session";
import { usePageTitle } from "../../use-page-title";
import { PaymentFrame } from "./payment-frame";

/** `/testcheckout/{checkoutId}`: test mode's checkout, with Pay and Decline. */
export function TestCheckoutRoute() {
  const title = "Test checkout";
  usePageTitle(title);
  const checkoutId = useParams().checkoutId ?? "";
  const { userId } = useSession();
  return (
    <PaymentFrame title={title}>
      <RequireToken>
        <TestCheckout userId={userId ?? ""} checkoutId={checkoutId} />
      </RequireToken>
    </PaymentFrame>
  );
}

/** `/paymentsuccess?checkout=ID` (and `/payment-success`): waits for the server to confirm, then shows what it gave. */
export function PaymentSuccessRoute() {
  const title = "Your payment";
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  return (
    <PaymentFrame title={title}>
      <RequireToken>
        <ConfirmedPayment checkoutId={searchParams.get("checkout")} />
      </RequireToken>
    </PaymentFrame>
  );
}

function ConfirmedPayment({ checkoutId }: { checkoutId: string | null }) {
  const userId = useSession().userId ?? "";
  const queryClient = useQueryClient();
  // The account menu's plan and balances, and the stored hiring keys, follow the confirmed payment.
  const refreshAccount = useCallback(() => {
    // The subscription, payments and history changed; the settled checkout on screen did not.
    void queryClient.invalidateQueries({
      queryKey: billingKeys.all(userId),
      predicate: (query) => query.queryKey[2] !== "checkout",
    });
    void queryClient
      .fetchQuery({ ...userDetailsQueryOptions(userId), staleTime: 0 })
      .then((details) => refreshStoredUser(details.result_value))
      // The menu asks again on its next open; the page has already shown the payment.
      .catch(() => undefined);
  }, [queryClient, userId]);
  return <PaymentResult userId={userId} checkoutId={checkoutId} onConfirmed={refreshAccount} />;
}

/** `/paymentfailed?checkout=ID`: nothing was charged; Try again. */
export function PaymentFailedRoute() {
  const title = "Payment not completed";
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const { userId } = useSession();
  return (
    <PaymentFrame title={title}>
      <RequireToken>
        <PaymentFailed userId={userId ?? ""} checkoutId={searchParams.get("checkout")} />
      </RequireToken>
    </PaymentFrame>
  );
}
