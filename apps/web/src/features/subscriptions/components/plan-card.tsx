import type { Plan } from "@mp/contracts/plan";
import { Check } from "lucide-react";
import { useId, type ReactNode } from "react";
import { countOf, formatMoney } from "@mp/ui/lib/format.ts";
import { allowanceText, type PlanOffer } from "../plan-rules";
import "../../../components/ui/spread-row.css";
import "../../../components/ui/surface-card.css";

type PlanCardProps = {
  plan: Plan;
  offer: PlanOffer;
  /** The button, or a line saying why there is none. */
  children: ReactNode;
};

/** One plan: its name, monthly price, what it gives, and what the reader can do with it. */
export function PlanCard({ plan, offer, children }: PlanCardProps) {
  const nameId = useId();
  return (
    <li className={`plan-card${offer === "current" ? " plan-card--current" : ""}`}>
      <article className="surface-card plan-card__body" aria-labelledby={nameId}>
        <header className="spread-row plan-card__head">
          <h2 id={nameId} className="plan-card__name">
            {plan.name}
          </h2>
          {offer === "current" && <span className="plan-card__badge">Current plan</span>}
        </header>
        <p className="plan-card__price">
          <span className="plan-card__amount">{formatMoney(plan.priceCents, plan.currency)}</span>
          <span className="plan-card__period"> per month</span>
        </p>
        <ul className="plan-card__features">
          {features(plan).map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {plan.description && <p className="plan-card__description">{plan.description}</p>}
        <div className="plan-card__action">{children}</div>
      </article>
    </li>
  );
}

function features(plan: Plan): string[] {
  const list = [allowanceText(plan)];
  if (plan.limits) {
    const { listings, imagesPerListing, bannerAds, featureAds } = plan.limits;
    list.push(
      countOf(listings, "listing"),
      `${countOf(imagesPerListing, "image")} per listing`,
      countOf(bannerAds, "banner ad"),
      countOf(featureAds, "feature ad"),
    );
  }
  return list;
}
