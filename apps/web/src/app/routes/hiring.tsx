import { FreelancerBoard } from "../../features/hiring/components/freelancer-board";
import { HiringRequests } from "../../features/hiring/components/hiring-requests";
import { ReportButton } from "../../features/moderation/components/report-button";
import { useSession } from "../../lib/session";
import { GuardedBannerPage } from "./guarded-banner-page";
import "./hiring.css";

/** `/hiringRequest`: hiring requests received (and, for a client, sent), with their answers. */
export function HiringRequestRoute() {
  return (
    <GuardedBannerPage
      title="Hiring requests"
      lead="Accept or decline the clients who want to hire you, and follow the requests you sent."
      className="hiring-page"
    >
      <HiringRequests
        reportClient={(client) => (
          <ReportButton
            targetType="client"
            targetId={client.ClientId}
            what={`${client.name}'s client profile`}
            ownerId={client.userId}
            look="link"
            label="Report client"
          />
        )}
      />
    </GuardedBannerPage>
  );
}

/** `/freelancerjobhire`: the freelancer's applications and hires. */
export function FreelancerJobHireRoute() {
  return (
    <GuardedBannerPage
      title="My jobs and hires"
      lead="Every job you applied to and every hire, with where each stands."
      className="hiring-page"
    >
      <SignedInBoard />
    </GuardedBannerPage>
  );
}

function SignedInBoard() {
  const { userId } = useSession();
  return userId ? <FreelancerBoard userId={userId} /> : null;
}
