import { Link, useNavigate, useParams } from "react-router";
import { useState } from "react";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { PageLoading } from "@mp/ui/components/route-fallbacks.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useCloseJob, useJob } from "../../../features/jobs/api/job";
import { JobDetail } from "../../../features/jobs/components/job-detail";
import { JobForm } from "../../../features/jobs/components/job-form";
import { ConfirmDialog } from "../../../features/listing-editor/components/confirm-dialog";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { laterPages } from "../../../lib/pages";
import { browsePaths } from "../../../lib/paths-browse";
import { editJobUrl, jobApplyUrl, jobPaths, jobUrl } from "../../../lib/paths-jobs";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { usePageTitle } from "../../use-page-title";
import { RegisterFirst } from "../../../components/ui/register-first";
import { VendorPage } from "../vendor-listings/vendor-page";
import { useCurrentUser } from "./current-user";
import "./job-pages.css";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { ReportButton } from "../../../features/moderation/components/report-button";

const findJobs = { to: browsePaths.findJob, label: "Find Jobs" };

function PostJobForm() {
  const navigate = useNavigate();
  const { user, isFresh } = useCurrentUser();
  if (!isFresh) return <PageLoading />;
  if (!user?.AddtionalRole.includes("Client"))
    return (
      <RegisterFirst title="Register as a client to post jobs" role="Client" registerPath={laterPages.registerClient}>
        Jobs are posted by clients: a client profile gives your company name to every job you post.
      </RegisterFirst>
    );
  return (
    <JobForm
      onSaved={(job) => {
        notify.success("Your job is posted.");
        navigate(jobUrl(job._id));
      }}
    />
  );
}

/** `/postjob` (main layout, guarded): clients post a job; others are offered to register as a client. */
export function PostJobRoute() {
  return (
    <VendorPage title="Post a job" lead="Describe the work; freelancers apply with connects." back={findJobs}>
      <PostJobForm />
    </VendorPage>
  );
}

/** `/editjob/{id}` (main layout, guarded): the poster (or an admin) edits an open job. */
export function EditJobRoute() {
  const id = useParams().id ?? "";
  return (
    <VendorPage title="Edit the job" back={{ to: jobUrl(id), label: "Back to the job" }}>
      <EditJobForm id={id} />
    </VendorPage>
  );
}

function EditJobForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const job = useJob(id);
  if (job.isPending) return <PageLoading />;
  if (job.isError) return <LoadFailed query={job} title="The job could not be loaded" />;
  if (!job.data.viewer.canEdit) {
    return (
      <StatusMessage tone="neutral" title="This job cannot be edited">
        Only the poster edits a job, and only while it is open.
      </StatusMessage>
    );
  }
  return (
    <JobForm
      job={job.data}
      onSaved={() => {
        notify.success("Your changes are saved.");
        navigate(jobUrl(id));
      }}
    />
  );
}

/** `/job/{id}` (main layout): the job, with Apply, or Edit and Close for its poster. */
export function JobDetailRoute() {
  const id = useParams().id ?? "";
  const job = useJob(id);
  const { isLoggedIn } = useSession();
  const close = useCloseJob();
  const [isClosing, setIsClosing] = useState(false);
  usePageTitle(job.data?.title ?? "Job");
  if (job.isPending) return <PageLoading />;
  if (job.isError) {
    return (
      <div className="container job-page">
        <h1 className="visually-hidden">Job</h1>
        <LoadFailed
          query={job}
          title="The job could not be loaded"
          notFound={{
            title: "This job is not open",
            body: "It was closed, or it never existed.",
            action: (
              <Link to={browsePaths.findJob} className={buttonClasses("primary", undefined)}>
                Find other jobs
              </Link>
            ),
          }}
        />
      </div>
    );
  }
  const { viewer } = job.data;
  const actions = viewer.isPoster ? (
    <>
      {viewer.canEdit && (
        <Link to={editJobUrl(id)} className={buttonClasses("secondary", undefined)}>
          Edit
        </Link>
      )}
      {job.data.status === "open" && (
        <Button variant="danger" onClick={() => setIsClosing(true)}>
          Close job
        </Button>
      )}
      <Link to={jobPaths.myJobs} className={buttonClasses("ghost", undefined)}>
        See the applications
      </Link>
    </>
  ) : viewer.applicationStatus ? (
    <p className="job-page__applied">You applied to this job ({viewer.applicationStatus}).</p>
  ) : job.data.status === "open" ? (
    <>
      <Link to={jobApplyUrl(job.data)} className={buttonClasses("primary", undefined)}>
        {isLoggedIn ? "Apply" : "Sign in to apply"}
      </Link>
      <FavouriteSlot type="job" id={job.data._id} name={job.data.title} look="button" />
      <ReportButton targetType="job" targetId={job.data._id} what="this job" ownerId={job.data.createdBy} />
    </>
  ) : null;

  return (
    <div className="container job-page">
      <Link to={browsePaths.findJob} className="vendor-page__back">
        ← Find Jobs
      </Link>
      {viewer.isPoster && <HiddenNotice hidden={job.data.hidden} />}
      <JobDetail job={job.data} actions={actions} />
      {isClosing && (
        <ConfirmDialog
          title="Close this job?"
          confirmLabel="Close job"
          busyLabel="Closing…"
          onCancel={() => setIsClosing(false)}
          onConfirm={async () => {
            const { refundedApplications } = await close.mutateAsync(id);
            setIsClosing(false);
            notify.success(
              refundedApplications > 0
                ? `The job is closed; ${refundedApplications} applicants got their connects back.`
                : "The job is closed.",
            );
          }}
        >
          <p>
            Nobody can apply any more. If you have not hired anyone for it, every applicant gets their connects back.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
