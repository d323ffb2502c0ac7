import type { CheckoutView } from "@mp/contracts/billing";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDate, formatMoney, formatNumber } from "@mp/ui/lib/format.ts";
import { billingPaths, planPagePath } from "../../../lib/paths-billing";
import { browsePaths } from "../../../lib/paths-browse";
import { useCheckout } from "../api/checkout";
import { PaymentNotice } from "./payment-notice";
import "./payment-pages.css";

type PaymentResultProps = {
  userId: string;
  checkoutId: string | null;
  /** Called once when the server confirms the payment, to refresh what shows the balances. */
  onConfirmed: () => void;
};

/** How long the page waits before it says the confirmation is slow. */
const SLOW_AFTER_MS = 30_000;

const plansLink = (family: "user" | "hire", label: string) => (
  <Link to={planPagePath(family)} className={buttonClasses("primary", undefined)}>
    {label}
  </Link>
);

/**
 * What the server says of a checkout, asked again until it is final. The page only reads: a visit
 * never grants anything, whatever its address says.
 */
export function PaymentResult({ userId, checkoutId, onConfirmed }: PaymentResultProps) {
  if (!checkoutId) {
    return (
      <PaymentNotice title="No payment to show" actions={plansLink("user", "See the plans")}>
        This page shows a payment once you have been through the checkout.
      </PaymentNotice>
    );
  }
  return <CheckoutResult userId={userId} checkoutId={checkoutId} onConfirmed={onConfirmed} />;
}

function CheckoutResult({ userId, checkoutId, onConfirmed }: PaymentResultProps & { checkoutId: string }) {
  const checkout = useCheckout({ userId, checkoutId, poll: true });
  const view = checkout.data?.result_value;
  const confirmedRef = useRef(false);
  const [startedAt] = useState(() => Date.now());

  useEffect(() => {
    if (view?.status !== "completed" || confirmedRef.current) return;
    confirmedRef.current = true;
    onConfirmed();
  }, [view, onConfirmed]);

  if (checkout.isError && !view) {
    return (
      <LoadFailed
        query={checkout}
        title="Your payment could not be checked"
        notFound={{
          title: "Payment not found",
          body: "This checkout belongs to another account, or does not exist.",
          action: plansLink("user", "See the plans"),
        }}
      />
    );
  }
  if (!view || view.status === "open") {
    const isSlow = checkout.dataUpdatedAt - startedAt > SLOW_AFTER_MS;
    return (
      <div className="payment-card payment-card--waiting" role="status">
        <LoaderCircle aria-hidden="true" className="payment-card__spinner" />
        <h2 className="payment-card__title">Confirming your payment…</h2>
        <p className="payment-card__note">
          {isSlow
            ? "This is taking longer than usual. You can leave this page: the plan starts as soon as the payment is confirmed."
            : "We are waiting for the payment to be confirmed. This page updates by itself."}
        </p>
      </div>
    );
  }
  if (view.status === "completed") return <Confirmed view={view} />;
  return (
    <PaymentNotice
      icon={<CircleX aria-hidden="true" />}
      title={view.status === "declined" ? "The payment was declined" : "This checkout has expired"}
      actions={plansLink(view.plan.family, "Try again")}
    >
      Nothing was charged and your plan has not changed.
    </PaymentNotice>
  );
}

function Confirmed({ view }: { view: CheckoutView }) {
  const { plan, granted, subscription } = view;
  const isHire = plan.family === "hire";
  return (
    <section className="payment-card" aria-labelledby="payment-confirmed-title">
      <CircleCheck aria-hidden="true" className="payment-card__icon payment-card__icon--ok" />
      <h2 id="payment-confirmed-title" className="payment-card__title">
        Payment confirmed
      </h2>
      <p className="payment-card__lead">
        {view.kind === "upgrade" ? `You are now on ${plan.name}.` : `Your ${plan.name} plan has started.`}
      </p>
      <dl className="payment-facts">
        <div>
          <dt>Plan</dt>
          <dd>
            {plan.name} ({isHire ? "hire plan" : "user plan"})
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(view.amountCents, view.currency)}</dd>
        </div>
        {granted && !isHire && (
          <div>
            <dt>Connects</dt>
            <dd>
              +{formatNumber(granted.connects)}, {formatNumber(granted.connectsBalance)} connects left
            </dd>
          </div>
        )}
        {granted && isHire && (
          <div>
            <dt>Remaining Freelancer</dt>
            <dd>
              +{formatNumber(granted.freelancers)}, {formatNumber(granted.freelancersBalance)} left
            </dd>
          </div>
        )}
        {subscription && (
          <div>
            <dt>{subscription.cancelAtPeriodEnd ? "Ends on" : "Next renewal"}</dt>
            <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
          </div>
        )}
      </dl>
      <div className="payment-card__actions">
        <Link to={billingPaths.subscription} className={buttonClasses("primary", undefined)}>
          See your subscription
        </Link>
        <Link
          to={isHire ? browsePaths.hireFreelancers : browsePaths.findJob}
          className={buttonClasses("secondary", undefined)}
        >
          {isHire ? "Hire freelancers" : "Find jobs"}
        </Link>
      </div>
    </section>
  );
}
