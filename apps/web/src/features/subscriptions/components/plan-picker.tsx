import type { Subscription } from "@mp/contracts/billing";
import type { Plan, PlanFamily } from "@mp/contracts/plan";
import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDate } from "@mp/ui/lib/format.ts";
import { billingPaths } from "../../../lib/paths-billing";
import { notify } from "../../../lib/toast";
import { useStartCheckout } from "../api/checkout";
import { usePlans } from "../api/get-plans";
import { useSubscriptions } from "../api/subscription";
import { checkoutTarget, planOffer } from "../plan-rules";
import { PlanCard } from "./plan-card";
import "./plans.css";

type PlanPickerProps = {
  userId: string;
  family: PlanFamily;
  /** Null when the reader may buy; otherwise why not (shown above the plans, which then have no buttons). */
  blocked?: ReactNode;
};

/** The family's plans as cards, the current one marked; Buy without a plan, Upgrade to a higher one. */
export function PlanPicker({ userId, family, blocked = null }: PlanPickerProps) {
  const plans = usePlans(family);
  const subscriptions = useSubscriptions(userId);
  const checkout = useStartCheckout();
  const navigate = useNavigate();

  if (plans.isPending || subscriptions.isPending) {
    return (
      <p role="status" className="plans__loading">
        Loading the plans…
      </p>
    );
  }
  if (plans.isError) return <LoadFailed query={plans} title="The plans could not be loaded" />;
  if (subscriptions.isError) return <LoadFailed query={subscriptions} title="Your current plan could not be loaded" />;
  if (plans.data.result_value.length === 0) {
    return (
      <StatusMessage tone="neutral" icon={<PackageOpen aria-hidden="true" />} title="No plans on sale right now">
        Please come back later.
      </StatusMessage>
    );
  }

  const current = subscriptions.data.result_value[family];
  const buy = (plan: Plan) =>
    checkout.mutate(plan._id, {
      onSuccess: ({ result_value }) => {
        const target = checkoutTarget(result_value.url, window.location.origin);
        if (!target) notify.error("The checkout could not be opened. Please try again.");
        else if (target.kind === "route") void navigate(target.path);
        else window.location.assign(target.href);
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <div className="plans">
      {blocked}
      <ul className="grid-list plans__grid" aria-label={family === "hire" ? "Hire plans" : "Subscription plans"}>
        {plans.data.result_value.map((plan) => {
          const offer = planOffer(plan, current?.plan ?? null);
          const isBusy = checkout.isPending && checkout.variables === plan._id;
          return (
            <PlanCard key={plan._id} plan={plan} offer={offer}>
              {offer === "current" && current && <CurrentNote subscription={current} />}
              {offer === "lower" && <p className="plan-card__note">Below your current plan: plans only move up.</p>}
              {!blocked && (offer === "buy" || offer === "upgrade") && (
                <>
                  <Button
                    variant="primary"
                    aria-label={`${offer === "upgrade" ? "Upgrade to" : "Buy"} ${plan.name}`}
                    isBusy={isBusy}
                    disabled={checkout.isPending}
                    onClick={() => buy(plan)}
                  >
                    {isBusy ? "Opening checkout…" : offer === "upgrade" ? "Upgrade" : "Buy"}
                  </Button>
                  {offer === "upgrade" && (
                    <p className="plan-card__note">
                      Prorated: you pay only the difference for the days left in your current period, and keep what you
                      have not used.
                    </p>
                  )}
                </>
              )}
            </PlanCard>
          );
        })}
      </ul>
    </div>
  );
}

function CurrentNote({ subscription }: { subscription: Subscription }) {
  const end = formatDate(subscription.currentPeriodEnd);
  return (
    <>
      <p className="plan-card__note">{subscription.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`}</p>
      <Link to={billingPaths.subscription} className={buttonClasses("secondary", undefined)}>
        Manage your subscription
      </Link>
    </>
  );
}
