import type { JobSummary } from "@mp/contracts/job";
import { Building2, MapPin } from "lucide-react";
import "../../../components/ui/surface-card.css";
import "./recent-jobs.css";

/** Small job cards: title, company, where, and the kind of job. */
export function RecentJobList({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <ul className="grid-list recent-jobs">
      {jobs.map((job) => (
        <li key={job._id}>
          <article className="surface-card recent-job">
            <h3 className="recent-job__title">{job.title}</h3>
            <p className="recent-job__line">
              <Building2 aria-hidden="true" />
              {job.companyName}
            </p>
            <p className="recent-job__line">
              <MapPin aria-hidden="true" />
              {job.isRemote ? `${job.location} · Remote` : job.location}
            </p>
            <p className="recent-job__type">{jobTypeLabel(job.jobType)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** "full-time" reads "Full-time". */
export function jobTypeLabel(jobType: JobSummary["jobType"]): string {
  return jobType.charAt(0).toUpperCase() + jobType.slice(1);
}
