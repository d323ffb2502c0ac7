import type { JobSummary } from "@mp/contracts/job";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { jobUrl } from "../../../lib/paths-jobs";
import "../../../components/ui/tag.css";
import { JobFacts } from "./job-facts";
import "../../../components/ui/surface-card.css";
import "./job-card.css";

/** Jobs one under another, on Find Jobs and the Saved page (PagedResults brings the styles). */
export function JobList({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <ul className="browse-results__list">
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

/** A job in the list: what, who, where, pay and when; the description unfolds in place. */
export function JobCard({ job }: { job: JobSummary }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const descriptionId = useId();

  return (
    <article className="surface-card job-card" aria-labelledby={`${descriptionId}-title`}>
      <div className="job-card__head">
        <h3 id={`${descriptionId}-title`} className="job-card__title">
          <Link to={jobUrl(job._id)}>{job.title}</Link>
        </h3>
        {job.isRemote && <span className="tag job-card__badge">Remote</span>}
        <FavouriteSlot type="job" id={job._id} name={job.title} look="inline" />
      </div>
      <p className="job-card__company">{job.companyName}</p>
      <JobFacts job={job} />
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
