import { adminPlanMessages } from "@mp/contracts/admin-plans";
import { FREE_PLAN_LIMITS } from "@mp/contracts/plan";
import { Info, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatMoney, formatNumber } from "@mp/ui/lib/format.ts";
import { ListTable } from "../../../components/ui/list-table";
import { usePlans, type AdminPlan } from "../api/plans";
import { PlanDialog } from "./plan-dialog";
import "../../../components/ui/admin-table.css";
import "./plans.css";

const families = [
  { family: "user", title: "User plans", allowance: "Connects per period" },
  { family: "hire", title: "Hire plans", allowance: "Freelancers per period" },
] as const;

/** "25 listings, 30 images each, 4 banner ads, 2 feature ads"; an empty limit is the free tier's. */
function limitsOf(plan: AdminPlan): string {
  const limits = plan.limits ?? FREE_PLAN_LIMITS;
  return `${formatNumber(limits.listings)} listings, ${formatNumber(limits.imagesPerListing)} images each, ${formatNumber(limits.bannerAds)} banner ads, ${formatNumber(limits.featureAds)} feature ads`;
}

/** Both families' plans with what each gives and who holds it; an edit opens a dialog. */
export function PlansPage() {
  const plans = usePlans();
  const [editing, setEditing] = useState<AdminPlan | null>(null);

  if (plans.isPending) {
    return (
      <p role="status" className="muted">
        Loading the plans…
      </p>
    );
  }
  if (plans.isError) return <LoadFailed query={plans} title="We couldn't load the plans." />;

  return (
    <div className="plans">
      <p className="plans__note">
        <Info aria-hidden="true" /> {adminPlanMessages.appliesNextPeriod}.
      </p>
      {families.map(({ family, title, allowance }) => {
        const rows = plans.data.filter((plan) => plan.family === family);
        return (
          <section key={family} className="plans__family" aria-labelledby={`plans-${family}`}>
            <h2 id={`plans-${family}`} className="plans__title">
              {title}
            </h2>
            {rows.length === 0 ? (
              <p className="plans__empty">No {family} plans.</p>
            ) : (
              <ListTable
                className="admin-table plans-table"
                columns={[
                  "Plan",
                  "Price",
                  allowance,
                  ...(family === "user" ? ["Vendor limits"] : []),
                  "Subscribers",
                  "Sold",
                  { label: "Actions", isHidden: true },
                ]}
              >
                {rows.map((plan) => (
                  <tr key={plan._id}>
                    <th scope="row">
                      <span className="plans-table__name">{plan.name}</span>
                      <span className="plans-table__description">{plan.description}</span>
                    </th>
                    <td data-label="Price">{formatMoney(plan.priceCents, plan.currency.toUpperCase())}</td>
                    <td data-label={allowance}>
                      {formatNumber(family === "user" ? plan.connectsPerPeriod : plan.freelancersPerPeriod)}
                    </td>
                    {family === "user" && <td data-label="Vendor limits">{limitsOf(plan)}</td>}
                    <td data-label="Subscribers">{formatNumber(plan.activeSubscribers)}</td>
                    <td data-label="Sold">{plan.active ? "On sale" : "Not sold"}</td>
                    <td>
                      <Button
                        variant="secondary"
                        aria-label={`Edit the ${title.toLowerCase().replace(" plans", "")} ${plan.name} plan`}
                        onClick={() => setEditing(plan)}
                      >
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                    </td>
                  </tr>
                ))}
              </ListTable>
            )}
          </section>
        );
      })}
      {editing && <PlanDialog plan={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
