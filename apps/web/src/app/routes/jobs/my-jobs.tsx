import type { MyJob } from "@mp/contracts/job";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { PageLoading } from "@mp/ui/components/route-fallbacks.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { countOf, formatDate } from "@mp/ui/lib/format.ts";
import { ReceivedApplications } from "../../../features/job-applications/components/received-applications";
import { useMyJobs } from "../../../features/jobs/api/job";
import { connectsLabel, formatPay } from "../../../features/jobs/format";
import { editJobUrl, jobPaths, jobUrl } from "../../../lib/paths-jobs";
import { VendorPage } from "../vendor-listings/vendor-page";
import { readPage } from "../browse-query";
import "../../../components/ui/spread-row.css";
import "../../../components/ui/status-chip.css";
import "../../../components/ui/surface-card.css";
import "./job-pages.css";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { SavesCount } from "../../../components/ui/saves-count";
import { useSaveCounts } from "../../../lib/save-counts";

/** `/myjobs` (main layout, guarded): the client's jobs, and under each its applications. */
export function MyJobsRoute() {
  return (
    <VendorPage title="My jobs" lead="Your posted jobs and who applied: shortlist, reject, hire or write to them.">
      <div className="spread-row">
        <Link to={jobPaths.postJob} className={buttonClasses("primary", undefined)}>
          Post a job
        </Link>
      </div>
      <MyJobList />
    </VendorPage>
  );
}

function MyJobList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const jobs = useMyJobs(page);
  const saves = useSaveCounts("job", jobs.data?.result_value.map((job) => job._id) ?? []);
  if (jobs.isPending) return <PageLoading />;
  if (jobs.isError) return <LoadFailed query={jobs} title="Your jobs could not be loaded" />;
  const { result_value: items, meta } = jobs.data;
  if (items.length === 0 && page === 1) {
    return (
      <StatusMessage tone="neutral" title="You have not posted a job yet">
        Post one, and the freelancers who apply show up here.
      </StatusMessage>
    );
  }
  const goTo = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  return (
    <>
      <ul className="my-jobs">
        {items.map((job) => (
          <li key={job._id}>
            <MyJobCard job={job} saves={saves.data?.[job._id]} />
          </li>
        ))}
      </ul>
      {(page > 1 || meta.hasMore) && (
        <div className="my-jobs__pages">
          <Button variant="secondary" disabled={page === 1} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={!meta.hasMore} onClick={() => goTo(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </>
  );
}

function MyJobCard({ job, saves }: { job: MyJob; saves: number | undefined }) {
  const [isShown, setIsShown] = useState(job.applicationCount > 0 && job.status === "open");
  const panelId = `applications-${job._id}`;
  return (
    <article className="surface-card my-jobs__card" aria-labelledby={`job-${job._id}`}>
      <header className="spread-row my-jobs__head">
        <h2 id={`job-${job._id}`} className="my-jobs__title">
          <Link to={jobUrl(job._id)}>{job.title}</Link>
        </h2>
        <span className={`status-chip status-chip--${job.status === "open" ? "submitted" : "withdrawn"}`}>
          {job.status === "open" ? "Open" : "Closed"}
        </span>
      </header>
      <p className="my-jobs__facts">
        {formatPay(job)} · {connectsLabel(job.connectsCost)} to apply · posted {formatDate(job.createdAt)}
        {job.deadline && ` · apply by ${formatDate(`${job.deadline}T00:00:00Z`)}`}
      </p>
      <SavesCount count={saves} />
      <HiddenNotice hidden={job.hidden} compact />
      <div className="my-jobs__actions">
        <Button
          variant="secondary"
          aria-expanded={isShown}
          aria-controls={panelId}
          onClick={() => setIsShown(!isShown)}
        >
          {isShown ? "Hide" : "Show"} {countOf(job.applicationCount, "application")}
        </Button>
        {job.status === "open" && (
          <Link to={editJobUrl(job._id)} className={buttonClasses("ghost", undefined)}>
            Edit
          </Link>
        )}
      </div>
      {isShown && (
        <div id={panelId}>
          <ReceivedApplications jobId={job._id} isOpen={job.status === "open"} />
        </div>
      )}
    </article>
  );
}
