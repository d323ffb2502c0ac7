import { CircleX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { planPagePath } from "../../../lib/paths-billing";
import { useCheckout } from "../api/checkout";
import { PaymentNotice } from "./payment-notice";

type PaymentFailedProps = { userId: string; checkoutId: string | null };

/** A declined or abandoned checkout: nothing was charged; Try again leads back to its family's plans. */
export function PaymentFailed({ userId, checkoutId }: PaymentFailedProps) {
  return (
    <PaymentNotice
      icon={<CircleX aria-hidden="true" />}
      title="Nothing was charged"
      actions={checkoutId ? <TryAgainFor userId={userId} checkoutId={checkoutId} /> : <TryAgain family="user" />}
    >
      The checkout was not paid, so your plan has not changed. You can choose a plan again whenever you like.
    </PaymentNotice>
  );
}

/** The checkout names the plan's family; until it has answered (or if it cannot), the user plans. */
function TryAgainFor({ userId, checkoutId }: { userId: string; checkoutId: string }) {
  const checkout = useCheckout({ userId, checkoutId });
  return <TryAgain family={checkout.data?.result_value.plan.family ?? "user"} />;
}

function TryAgain({ family }: { family: "user" | "hire" }) {
  return (
    <Link to={planPagePath(family)} className={buttonClasses("primary", undefined)}>
      Try again
    </Link>
  );
}
