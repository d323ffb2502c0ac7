import { ActivityLog } from "../../features/activity/components/activity-log";
import { useSession } from "../../lib/session";
import { usePageParam } from "./browse-query";
import { GuardedBannerPage } from "./guarded-banner-page";
import "./activity-log.css";

const title = "Activity log";

/** `/activitylog`: the account's sign-ins, sign-outs and password events, for its owner only. */
export function ActivityLogRoute() {
  return (
    <GuardedBannerPage
      title={title}
      lead="Where and when your account was used. See something you don't recognise? Change your password."
      className="activity-log-page"
    >
      <SignedInActivityLog />
    </GuardedBannerPage>
  );
}

function SignedInActivityLog() {
  const { userId } = useSession();
  const { page, goTo } = usePageParam();
  return <ActivityLog userId={userId ?? ""} page={page} onPageChange={goTo} />;
}
