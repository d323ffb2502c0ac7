import type { JobDetail, JobSummary } from "@mp/contracts/job";
import { Banknote, Briefcase, CalendarClock, Clock, MapPin, Tag, Ticket, Users } from "lucide-react";
import { countOf, formatDate, formatDay, formatRelativeTime } from "@mp/ui/lib/format.ts";
import { useIsClient } from "../../../lib/use-is-client";
import { connectsLabel, formatPay, jobTypeLabels } from "../format";
import "./job-facts.css";

type JobFactsProps = {
  /** A job of the list, or a job's page with its subcategory, deadline and application count. */
  job: JobSummary | JobDetail;
};

/** Where, what kind, the pay, the connects it costs, its category and when it was posted, as one row of icons. */
export function JobFacts({ job }: JobFactsProps) {
  const detail = "applicationCount" in job ? job : null;
  const isClient = useIsClient();
  return (
    <ul className="job-facts">
      <li>
        <MapPin aria-hidden="true" />
        {job.location}
      </li>
      <li>
        <Briefcase aria-hidden="true" />
        {jobTypeLabels[job.jobType]}
      </li>
      <li>
        <Banknote aria-hidden="true" />
        {formatPay(job)}
      </li>
      <li>
        <Ticket aria-hidden="true" />
        {connectsLabel(job.connectsCost)} to apply
      </li>
      <li>
        <Tag aria-hidden="true" />
        {detail?.subcategoryName ? `${job.categoryName} › ${detail.subcategoryName}` : job.categoryName}
      </li>
      {detail?.deadline && (
        <li>
          <CalendarClock aria-hidden="true" />
          Apply by {isClient ? formatDate(`${detail.deadline}T00:00:00Z`) : formatDay(detail.deadline)}
        </li>
      )}
      {detail && (
        <li>
          <Users aria-hidden="true" />
          {countOf(detail.applicationCount, "application")}
        </li>
      )}
      <li>
        <Clock aria-hidden="true" />
        <span>
          Posted {/* The browser's clock and time zone: the server's page says the day (UTC) until it hydrates. */}
          <time dateTime={job.createdAt} title={isClient ? formatDate(job.createdAt) : undefined}>
            {isClient ? formatRelativeTime(job.createdAt) : `on ${formatDay(job.createdAt.slice(0, 10))}`}
          </time>
        </span>
      </li>
    </ul>
  );
}
