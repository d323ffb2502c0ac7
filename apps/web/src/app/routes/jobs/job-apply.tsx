import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { PageLoading } from "@mp/ui/components/route-fallbacks.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useConnectsBalance } from "../../../features/job-applications/api/applications";
import { ApplyForm } from "../../../features/job-applications/components/apply-form";
import { useJob } from "../../../features/jobs/api/job";
import { laterPages } from "../../../lib/pages";
import { jobUrl } from "../../../lib/paths-jobs";
import { notify } from "../../../lib/toast";
import { RegisterFirst } from "../../../components/ui/register-first";
import { VendorPage } from "../vendor-listings/vendor-page";
import { useCurrentUser } from "./current-user";
import "./job-pages.css";

/** `/jobapplyform/{id}/{jobTitle}/{categoryId}/{createdBy}` (main layout, solid header, guarded). */
export function JobApplyRoute() {
  const { id = "", jobTitle = "" } = useParams();
  return (
    <VendorPage title={`Apply: ${jobTitle}`} back={{ to: jobUrl(id), label: "Back to the job" }}>
      <ApplyToJob id={id} />
    </VendorPage>
  );
}

function ApplyToJob({ id }: { id: string }) {
  const navigate = useNavigate();
  const job = useJob(id);
  const { user, isFresh } = useCurrentUser();
  const connects = useConnectsBalance(user?._id ?? "");
  if (job.isPending || !isFresh) return <PageLoading />;
  if (job.isError) return <LoadFailed query={job} title="The job could not be loaded" />;
  if (!user?.AddtionalRole.includes("Freelancer")) {
    return (
      <RegisterFirst
        title="Register as a freelancer to apply"
        role="Freelancer"
        registerPath={laterPages.registerFreelancer}
      >
        Freelancers apply to jobs with connects; a freelancer profile tells the client who you are.
      </RegisterFirst>
    );
  }
  const { viewer, status } = job.data;
  if (viewer.isPoster || viewer.applicationStatus || status !== "open") {
    const why = viewer.isPoster
      ? "This is your own job."
      : viewer.applicationStatus
        ? "You have already applied to this job."
        : "This job is closed to applications.";
    return (
      <StatusMessage
        tone="neutral"
        title={why}
        action={
          <Link to={jobUrl(id)} className={buttonClasses("secondary", undefined)}>
            Back to the job
          </Link>
        }
      />
    );
  }
  return (
    <ApplyForm
      job={job.data}
      userId={user._id}
      balance={connects.data ?? null}
      onApplied={(left) => {
        notify.success(`Your application is sent. You have ${left} connects left.`);
        navigate(jobUrl(id));
      }}
    />
  );
}
