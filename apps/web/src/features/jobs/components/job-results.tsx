import { CircleAlert, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useJobs, type JobFilters } from "../api/get-jobs";
import { JobCard } from "./job-card";

type JobResultsProps = {
  filters: JobFilters;
  pageUrl: (page: number) => string;
  /** The address without filters, offered in the empty state; null when no filter is on. */
  clearUrl: string | null;
};

/** A page of jobs with its loading, failed and empty states and Previous/Next. */
export function JobResults({ filters, pageUrl, clearUrl }: JobResultsProps) {
  const jobs = useJobs(filters);

  if (jobs.isPending) {
    return (
      <p role="status" className="browse-page__lead">
        Loading jobs…
      </p>
    );
  }
  if (jobs.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<CircleAlert aria-hidden="true" />}
        title="We couldn't load the jobs."
        action={<Button onClick={() => void jobs.refetch()}>Retry</Button>}
      >
        {jobs.error.message}
      </StatusMessage>
    );
  }
  const { result_value: items, meta } = jobs.data;
  if (items.length === 0) {
    return clearUrl ? (
      <StatusMessage
        tone="neutral"
        icon={<SearchX aria-hidden="true" />}
        title="No jobs match your search."
        action={<Link to={clearUrl}>Clear the filters</Link>}
      >
        Try other words, another category or any job type.
      </StatusMessage>
    ) : (
      <StatusMessage tone="neutral" icon={<SearchX aria-hidden="true" />} title="No jobs are open right now.">
        New openings appear here as employers post them.
      </StatusMessage>
    );
  }
  return (
    <div className="browse-results" aria-busy={jobs.isPlaceholderData || undefined}>
      <ul className="browse-results__list">
        {items.map((job) => (
          <li key={job._id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      {(meta.currentPage > 1 || meta.hasMore) && (
        <nav aria-label="Pages" className="browse-results__pager">
          {meta.currentPage > 1 ? <Link to={pageUrl(meta.currentPage - 1)}>Previous</Link> : <span />}
          <span>Page {meta.currentPage}</span>
          {meta.hasMore ? <Link to={pageUrl(meta.currentPage + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
