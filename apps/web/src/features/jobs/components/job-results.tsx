import { emptyState, PagedResults, type FilteredResultsProps } from "../../../components/ui/paged-results";
import { useJobs, type JobFilters } from "../api/get-jobs";
import { JobList } from "./job-card";

/** A page of jobs with its loading, failed and empty states and Previous/Next. */
export function JobResults({ filters, pageUrl, clearUrl }: FilteredResultsProps<JobFilters>) {
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
