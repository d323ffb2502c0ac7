import type { JobDetail as Job } from "@mp/contracts/job";
import type { ReactNode } from "react";
import "../../../components/ui/tag.css";
import { JobFacts } from "./job-facts";
import "../../../components/ui/surface-card.css";
import "./job-detail.css";

/** A job's page: what, who, where, pay, the connects it costs, and the description; `actions` under the title. */
export function JobDetail({ job, actions }: { job: Job; actions?: ReactNode }) {
  return (
    <article className="surface-card job-detail" aria-labelledby="job-detail-title">
      <header className="job-detail__head">
        <div className="job-detail__heading">
          <h1 id="job-detail-title" className="job-detail__title">
            {job.title}
          </h1>
          {job.status === "closed" && <span className="tag job-detail__closed">Closed</span>}
          {job.isRemote && <span className="tag">Remote</span>}
        </div>
        <p className="job-detail__company">{job.companyName}</p>
        {actions && <div className="job-detail__actions">{actions}</div>}
      </header>
      <JobFacts job={job} />
      {job.skills.length > 0 && (
        <section aria-label="Skills">
          <h2 className="job-detail__subtitle">Skills</h2>
          <ul className="inline-list job-detail__skills">
            {job.skills.map((skill) => (
              <li key={skill} className="tag">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Description">
        <h2 className="job-detail__subtitle">Description</h2>
        {/* Plain text: React escapes it, and pre-line keeps the author's line breaks. */}
        <p className="job-detail__description">{job.description}</p>
      </section>
    </article>
  );
}
