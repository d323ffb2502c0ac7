import { useSearchParams } from "react-router";
import { PageBanner } from "../../components/ui/page-banner";
import { ActivityLog } from "../../features/activity/components/activity-log";
import { RequireToken } from "../../features/auth/components/require-token";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../use-page-title";
import "./activity-log.css";

const title = "Activity log";

/** `/activitylog`: the account's sign-ins, sign-outs and password events, for its owner only. */
export function ActivityLogRoute() {
  usePageTitle(title);
  return (
    <>
      <PageBanner
        title={title}
        lead="Where and when your account was used. See something you don't recognise? Change your password."
      />
      <RequireToken>
        <div className="container activity-log-page">
          <SignedInActivityLog />
        </div>
      </RequireToken>
    </>
  );
}

function SignedInActivityLog() {
  const { userId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.min(100_000, Math.max(1, Math.trunc(Number(searchParams.get("page"))) || 1));
  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return <ActivityLog userId={userId ?? ""} page={page} onPageChange={goTo} />;
}
