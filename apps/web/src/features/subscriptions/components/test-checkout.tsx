import type { CheckoutView } from "@mp/contracts/billing";
import { FlaskConical } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDateTime, formatMoney } from "@mp/ui/lib/format.ts";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { billingPaths, planPagePath } from "../../../lib/paths-billing";
import { useAnswerTestCheckout, useCheckout, type TestCheckoutAnswer } from "../api/checkout";
import { allowanceText, checkoutTarget } from "../plan-rules";
import { PaymentNotice } from "./payment-notice";
import "./payment-pages.css";

type TestCheckoutProps = { userId: string; checkoutId: string };

/** The built-in test checkout: the server's plan and amount, with Pay and Decline. */
export function TestCheckout({ userId, checkoutId }: TestCheckoutProps) {
  const checkout = useCheckout({ userId, checkoutId });

  if (checkout.isPending) {
    return (
      <p role="status" className="payment-page__loading">
        Loading the checkout…
      </p>
    );
  }
  if (checkout.isError) {
    return (
      <LoadFailed
        query={checkout}
        title="The checkout could not be loaded"
        notFound={{
          title: "Checkout not found",
          body: "It may belong to another account. Start again from the plans.",
          action: (
            <Link to={billingPaths.productSubscriptionPlan} className={buttonClasses("primary", undefined)}>
              See the plans
            </Link>
          ),
        }}
      />
    );
  }
  const view = checkout.data.result_value;
  if (view.status !== "open") return <ClosedCheckout view={view} />;
  if (!view.testMode) {
    return (
      <PaymentNotice
        title="This checkout is paid on the payment provider's page"
        actions={
          <Link to={planPagePath(view.plan.family)} className={buttonClasses("primary", undefined)}>
            Back to the plans
          </Link>
        }
      >
        Start again from the plans to open it.
      </PaymentNotice>
    );
  }
  return <OpenCheckout userId={userId} view={view} />;
}

function OpenCheckout({ userId, view }: { userId: string; view: CheckoutView }) {
  const answer = useAnswerTestCheckout(userId, view._id);
  const navigate = useNavigate();
  const { plan } = view;
  const isUpgrade = view.kind === "upgrade";

  const send = (choice: TestCheckoutAnswer) =>
    answer.mutate(choice, {
      onSuccess: ({ result_value }) => {
        const target = checkoutTarget(result_value.redirectUrl, window.location.origin);
        if (target?.kind === "external") window.location.assign(target.href);
        else void navigate(target?.path ?? ownResultPage(view._id, result_value.status), { replace: true });
      },
    });

  return (
    <section className="payment-card" aria-labelledby="test-checkout-title">
      <p className="test-mode-banner">
        <FlaskConical aria-hidden="true" />
        <span>
          <strong>Test mode — no real payment</strong> No card is charged: Pay confirms the plan the way a real payment
          would, Decline changes nothing.
        </span>
      </p>
      <h2 id="test-checkout-title" className="payment-card__title">
        {isUpgrade ? `Upgrade to ${plan.name}` : `Buy ${plan.name}`}
      </h2>
      <dl className="payment-facts">
        <div>
          <dt>Plan</dt>
          <dd>
            {plan.name} ({plan.family === "hire" ? "hire plan" : "user plan"}): {allowanceText(plan)}
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatMoney(plan.priceCents, plan.currency)} per month</dd>
        </div>
        <div className="payment-facts__total">
          <dt>{isUpgrade ? "Due now (prorated)" : "Due now"}</dt>
          <dd>{formatMoney(view.amountCents, view.currency)}</dd>
        </div>
      </dl>
      {isUpgrade && (
        <p className="payment-card__note">
          The upgrade starts at once. You pay the difference for the days left in your current period; what you have not
          used stays yours.
        </p>
      )}
      <p className="payment-card__note">This checkout stays open until {formatDateTime(view.expiresAt)}.</p>
      {answer.isError && <FormAlert>{answer.error.message}</FormAlert>}
      <div className="payment-card__actions">
        <Button
          variant="primary"
          isBusy={answer.isPending && answer.variables === "pay"}
          disabled={answer.isPending}
          onClick={() => send("pay")}
        >
          {answer.isPending && answer.variables === "pay" ? "Paying…" : "Pay"}
        </Button>
        <Button
          variant="secondary"
          isBusy={answer.isPending && answer.variables === "decline"}
          disabled={answer.isPending}
          onClick={() => send("decline")}
        >
          {answer.isPending && answer.variables === "decline" ? "Declining…" : "Decline"}
        </Button>
      </div>
    </section>
  );
}

/** This site's own page for an answered checkout, should the server's address be unusable. */
function ownResultPage(checkoutId: string, status: CheckoutView["status"]): string {
  const page = status === "completed" ? billingPaths.paymentSuccess : billingPaths.paymentFailed;
  return `${page}?${new URLSearchParams({ checkout: checkoutId })}`;
}

const closedTexts = {
  completed: { title: "This checkout is already paid", body: "See what your payment gave you." },
  declined: { title: "This checkout was declined", body: "Nothing was charged. You can start again from the plans." },
  expired: { title: "This checkout has expired", body: "Nothing was charged. You can start again from the plans." },
} as const;

function ClosedCheckout({ view }: { view: CheckoutView }) {
  const texts = closedTexts[view.status as keyof typeof closedTexts];
  const action =
    view.status === "completed" ? (
      <Link to={ownResultPage(view._id, view.status)} className={buttonClasses("primary", undefined)}>
        See your payment
      </Link>
    ) : (
      <Link to={planPagePath(view.plan.family)} className={buttonClasses("primary", undefined)}>
        Back to the plans
      </Link>
    );
  return (
    <PaymentNotice title={texts.title} actions={action}>
      {texts.body}
    </PaymentNotice>
  );
}
