import { UserRoundPlus } from "lucide-react";
import { hasClientPrivilege } from "../../../features/account/account-rules";
import { useUserDetails } from "../../../features/account/api/get-user-details";
import { PlanPicker } from "../../../features/subscriptions/components/plan-picker";
import { hasPage, laterPages } from "../../../lib/pages";
import { useSession } from "../../../lib/session";
import { GuardedBannerPage } from "../guarded-banner-page";
import { RegisterFirst } from "../../../components/ui/register-first";
import "./subscription-pages.css";

/** `/productsubscriptionplan`: the user plans; buy one, or upgrade from the current one. */
export function ProductPlansRoute() {
  return (
    <GuardedBannerPage
      title="Subscription plans"
      lead="Connects to apply for jobs, and room for more listings, images and ads. Billed monthly; cancel at any time."
      className="plans-page"
    >
      <UserPlans />
    </GuardedBannerPage>
  );
}

function UserPlans() {
  const { userId } = useSession();
  return <PlanPicker userId={userId ?? ""} family="user" />;
}

/** `/hiresubscriptionplan`: the hire plans, for members with the Client privilege. */
export function HirePlansRoute() {
  return (
    <GuardedBannerPage
      title="Hire plans"
      lead="A number of freelancers you can hire each month (your Remaining Freelancer). Billed monthly; cancel at any time."
      className="plans-page"
    >
      <HirePlans />
    </GuardedBannerPage>
  );
}

function HirePlans() {
  const session = useSession();
  const userId = session.userId ?? "";
  const details = useUserDetails(userId);
  const user = details.data?.result_value ?? session.user;
  const isClient = user !== null && hasClientPrivilege(user);
  // A stored user from before registering as a client would flash the notice: wait for the server.
  if (details.isPending && !isClient) {
    return (
      <p role="status" className="plans-page__loading">
        Loading the plans…
      </p>
    );
  }
  return <PlanPicker userId={userId} family="hire" blocked={isClient ? null : <RegisterClientFirst />} />;
}

function RegisterClientFirst() {
  return (
    <RegisterFirst
      title="Register as a client first"
      role="Client"
      registerPath={laterPages.registerClient}
      icon={<UserRoundPlus aria-hidden="true" />}
    >
      Hire plans are for members with the Client privilege.
      {hasPage(laterPages.registerClient) ? " Register as a client, then come back to choose a plan." : ""}
    </RegisterFirst>
  );
}
