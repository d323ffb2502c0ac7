import { emptyState, PagedResults } from "../../../components/ui/paged-results";
import { useJobs, type JobFilters } from "../api/get-jobs";
import { JobList } from "./job-card";

type JobResultsProps = {
  filters: JobFilters;
  pageUrl: (page: number) => string;
  /** The address without filters, offered in the empty state; null when no filter is on. */
  clearUrl: string | null;
};

/** A page of jobs with its loading, failed and empty states and Previous/Next. */
export function JobResults({ filters, pageUrl, clearUrl }: JobResultsProps) {
  const query = useJobs(filters);
  const empty = emptyState(
    clearUrl,
    {
      title: "No jobs match your search.",
      text: "Try other words, another category or any job type.",
    },
    { title: "No jobs are open right now.", text: "New openings appear here as employers post them." },
  );
  return (
    <PagedResults query={query} noun="jobs" listHeading="Jobs" empty={empty} pageUrl={pageUrl}>
      {(jobs) => <JobList jobs={jobs} />}
    </PagedResults>
  );
}
