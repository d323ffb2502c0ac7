import type { ReceivedApplication } from "@mp/contracts/job-application";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDate, formatWholeDollars } from "@mp/ui/lib/format.ts";
import { hasPage } from "../../../lib/pages";
import { notify } from "../../../lib/toast";
import {
  downloadAttachment,
  openApplicationConversation,
  useReceivedApplications,
  useSetApplicationStatus,
} from "../api/applications";
import { HireForm } from "./hire-form";
import { statusLabels } from "./status-labels";
import "../../../components/ui/status-chip.css";
import "./received-applications.css";

/** One job's applications for its poster: who applied, their letter and files; shortlist, reject, hire, message. */
export function ReceivedApplications({ jobId, isOpen }: { jobId: string; isOpen: boolean }) {
  const [page, setPage] = useState(1);
  const applications = useReceivedApplications(jobId, page);
  if (applications.isPending) return <p className="received__loading">Loading the applications…</p>;
  if (applications.isError) return <LoadFailed query={applications} title="The applications could not be loaded" />;
  const { result_value: items, meta } = applications.data;
  if (items.length === 0 && page === 1) {
    return (
      <StatusMessage tone="neutral" title="No applications yet">
        Freelancers who apply show up here.
      </StatusMessage>
    );
  }
  return (
    <div className="received">
      <ul className="received__list">
        {items.map((application) => (
          <li key={application._id}>
            <ApplicationCard application={application} jobId={jobId} isJobOpen={isOpen} />
          </li>
        ))}
      </ul>
      {(page > 1 || meta.hasMore) && (
        <div className="received__pages">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={!meta.hasMore} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

function ApplicationCard({
  application,
  jobId,
  isJobOpen,
}: {
  application: ReceivedApplication;
  jobId: string;
  isJobOpen: boolean;
}) {
  const navigate = useNavigate();
  const setStatus = useSetApplicationStatus();
  const [isHiring, setIsHiring] = useState(false);
  const { applicant, status } = application;
  const canDecide = status === "submitted" || status === "shortlisted" || status === "rejected";

  const decide = (next: "shortlisted" | "rejected") =>
    setStatus.mutate({ id: application._id, status: next }, { onError: (error) => notify.error(error.message) });
  const message = async () => {
    try {
      navigate(`/messages/${encodeURIComponent(await openApplicationConversation(application._id))}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "The conversation could not be opened.");
    }
  };

  return (
    <article className="received__card" aria-labelledby={`applicant-${application._id}`}>
      <header className="received__head">
        <div>
          <h3 id={`applicant-${application._id}`} className="received__name">
            {applicant.name}
          </h3>
          {applicant.headline && <p className="received__headline">{applicant.headline}</p>}
        </div>
        <span className={`status-chip status-chip--${status}`}>{statusLabels[status]}</span>
      </header>
      <dl className="received__facts">
        <div>
          <dt>Proposed</dt>
          <dd>{formatWholeDollars(application.proposedRateCents)}</dd>
        </div>
        {applicant.hourlyRateCents !== null && (
          <div>
            <dt>Usual rate</dt>
            <dd>{formatWholeDollars(applicant.hourlyRateCents)}/hour</dd>
          </div>
        )}
        {applicant.reviewCount > 0 && (
          <div>
            <dt>Rating</dt>
            <dd>
              {applicant.rating.toFixed(1)} ({applicant.reviewCount})
            </dd>
          </div>
        )}
        <div>
          <dt>Applied</dt>
          <dd>{formatDate(application.createdAt)}</dd>
        </div>
      </dl>
      <p className="received__letter">{application.coverLetter}</p>
      {application.attachments.length > 0 && (
        <ul className="received__files" aria-label="Attachments">
          {application.attachments.map((file) => (
            <li key={file._id}>
              <Button
                variant="ghost"
                onClick={() =>
                  void downloadAttachment(application._id, file._id, file.fileName).catch((error: Error) =>
                    notify.error(error.message),
                  )
                }
              >
                Download {file.fileName}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="received__actions">
        {canDecide && status !== "shortlisted" && (
          <Button variant="secondary" isBusy={setStatus.isPending} onClick={() => decide("shortlisted")}>
            Shortlist
          </Button>
        )}
        {canDecide && status !== "rejected" && (
          <Button variant="secondary" isBusy={setStatus.isPending} onClick={() => decide("rejected")}>
            Reject
          </Button>
        )}
        {isJobOpen && canDecide && hasPage("/hiringRequest") && (
          <Button variant="primary" onClick={() => setIsHiring(true)} aria-expanded={isHiring}>
            Hire
          </Button>
        )}
        {hasPage("/messages") && (
          <Button variant="ghost" onClick={() => void message()}>
            Message
          </Button>
        )}
      </div>
      {isHiring && (
        <HireForm
          freelancerUserId={applicant.userId}
          freelancerName={applicant.name}
          jobId={jobId}
          applicationId={application._id}
          onDone={() => setIsHiring(false)}
        />
      )}
    </article>
  );
}
