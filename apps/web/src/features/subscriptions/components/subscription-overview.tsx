import type { Subscription } from "@mp/contracts/billing";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { formatDate, formatMoney } from "@mp/ui/lib/format.ts";
import { planPagePath, type PlanFamily } from "../../../lib/paths-billing";
import { useSubscriptions } from "../api/subscription";
import { subscriptionStatusTexts } from "../describe";
import { allowanceText } from "../plan-rules";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/status-chip.css";
import "../../../components/ui/surface-card.css";
import "./subscription.css";

type SubscriptionOverviewProps = {
  userId: string;
  /** Whether the hire family applies (the Client privilege); without it the hire row is left out. */
  showHire: boolean;
  onCancel: (subscription: Subscription) => void;
};

const familyNames: Record<PlanFamily, string> = { user: "User plan", hire: "Hire plan" };

/** The live plan of each family: its status, renewal or end date, and Cancel at period end. */
export function SubscriptionOverview({ userId, showHire, onCancel }: SubscriptionOverviewProps) {
  const subscriptions = useSubscriptions(userId);
  if (!subscriptions.isSuccess) {
    return <QueryStatus query={subscriptions} loading="Loading your plans…" failed="Your plans could not be loaded" />;
  }
  const { user, hire } = subscriptions.data.result_value;
  const families: PlanFamily[] = showHire || hire ? ["user", "hire"] : ["user"];
  const current = { user, hire };
  return (
    <ul className="grid-list subscription-cards" aria-label="Your plans">
      {families.map((family) => (
        <li key={family} className="surface-card subscription-card">
          <p className="subscription-card__family">{familyNames[family]}</p>
          {current[family] ? (
            <CurrentPlan subscription={current[family]} onCancel={onCancel} />
          ) : (
            <NoPlan family={family} />
          )}
        </li>
      ))}
    </ul>
  );
}

function CurrentPlan({
  subscription,
  onCancel,
}: {
  subscription: Subscription;
  onCancel: SubscriptionOverviewProps["onCancel"];
}) {
  const { plan } = subscription;
  const end = formatDate(subscription.currentPeriodEnd);
  const canCancel = subscription.status === "active" && !subscription.cancelAtPeriodEnd;
  return (
    <>
      <div className="subscription-card__head">
        <h3 className="subscription-card__name">{plan.name}</h3>
        <span className={`status-chip billing-status billing-status--${subscription.status}`}>
          {subscriptionStatusTexts[subscription.status]}
        </span>
      </div>
      <p className="subscription-card__facts">
        {formatMoney(plan.priceCents, plan.currency)} per month · {allowanceText(plan)}
      </p>
      <p className="subscription-card__when">
        {subscription.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`}
      </p>
      <div className="subscription-card__actions">
        <Link to={planPagePath(plan.family)} className={buttonClasses("secondary", undefined)}>
          See the plans
        </Link>
        {canCancel && (
          <Button variant="ghost" onClick={() => onCancel(subscription)}>
            Cancel at period end
          </Button>
        )}
      </div>
    </>
  );
}

function NoPlan({ family }: { family: PlanFamily }) {
  return (
    <>
      <h3 className="subscription-card__name">No {family === "hire" ? "hire plan" : "plan"} yet</h3>
      <p className="subscription-card__facts">
        {family === "hire"
          ? "A hire plan gives you a number of freelancers to hire each month."
          : "A plan gives you connects each month, and room for more listings and ads."}
      </p>
      <div className="subscription-card__actions">
        <Link to={planPagePath(family)} className={buttonClasses("primary", undefined)}>
          Buy subscription
        </Link>
      </div>
    </>
  );
}
