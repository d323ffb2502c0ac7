import type { JobSummary } from "@mp/contracts/job";
import { Banknote, Briefcase, ChevronDown, Clock, MapPin, Tag, Ticket } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { formatDate, formatRelativeTime } from "@mp/ui/lib/format.ts";
import { jobUrl } from "../../../lib/paths-jobs";
import { connectsLabel, formatPay, jobTypeLabels } from "../format";
import "../../../components/ui/tag.css";
import "./job-card.css";

/** A job in the list: what, who, where, pay and when; the description unfolds in place. */
export function JobCard({ job }: { job: JobSummary }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const descriptionId = useId();

  return (
    <article className="job-card" aria-labelledby={`${descriptionId}-title`}>
      <div className="job-card__head">
        <h3 id={`${descriptionId}-title`} className="job-card__title">
          <Link to={jobUrl(job._id)}>{job.title}</Link>
        </h3>
        {job.isRemote && <span className="tag job-card__badge">Remote</span>}
      </div>
      <p className="job-card__company">{job.companyName}</p>
      <ul className="job-card__facts">
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
          {job.categoryName}
        </li>
        <li>
          <Clock aria-hidden="true" />
          <span>
            Posted{" "}
            <time dateTime={job.createdAt} title={formatDate(job.createdAt)}>
              {formatRelativeTime(job.createdAt)}
            </time>
          </span>
        </li>
      </ul>
      <button
        type="button"
        className="job-card__toggle"
        aria-expanded={isExpanded}
        aria-controls={descriptionId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? "Hide description" : "Show description"}
        <span className="visually-hidden">: {job.title}</span>
        <ChevronDown aria-hidden="true" />
      </button>
      {/* Plain text: React escapes it, and pre-line keeps the author's line breaks. */}
      <p id={descriptionId} className="job-card__description" hidden={!isExpanded}>
        {job.description}
      </p>
    </article>
  );
}
