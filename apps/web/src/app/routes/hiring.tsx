import { PageBanner } from "../../components/ui/page-banner";
import { RequireToken } from "../../features/auth/components/require-token";
import { FreelancerBoard } from "../../features/hiring/components/freelancer-board";
import { HiringRequests } from "../../features/hiring/components/hiring-requests";
import { ReportButton } from "../../features/moderation/components/report-button";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../use-page-title";
import "./hiring.css";

/** `/hiringRequest`: hiring requests received (and, for a client, sent), with their answers. */
export function HiringRequestRoute() {
  usePageTitle("Hiring requests");
  return (
    <>
      <PageBanner
        title="Hiring requests"
        lead="Accept or decline the clients who want to hire you, and follow the requests you sent."
      />
      <RequireToken>
        <div className="container hiring-page">
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
        </div>
      </RequireToken>
    </>
  );
}

/** `/freelancerjobhire`: the freelancer's applications and hires. */
export function FreelancerJobHireRoute() {
  usePageTitle("My jobs and hires");
  return (
    <>
      <PageBanner title="My jobs and hires" lead="Every job you applied to and every hire, with where each stands." />
      <RequireToken>
        <div className="container hiring-page">
          <SignedInBoard />
        </div>
      </RequireToken>
    </>
  );
}

function SignedInBoard() {
  const { userId } = useSession();
  return userId ? <FreelancerBoard userId={userId} /> : null;
}
