import type { ClientJob, ClientProfile } from "@mp/contracts/client";
import { Building2, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "@mp/ui/lib/format.ts";
import { LogoImage } from "../../../components/ui/logo-image";
import "../../../components/ui/tag.css";
import "../../../components/ui/surface-card.css";
import "./client-profile.css";

type ClientProfileViewProps = {
  profile: ClientProfile;
  /** The spec's Client UserDetails, shown to the owner. */
  details?: { HireSubscriptionType: string | null; RemainingFreelancer: number };
  /** Edit and the like, under the heading. */
  actions?: ReactNode;
};

/** A member's (client's) profile: the company, who represents it, and (to its owner) the contact details and allowance. */
export function ClientProfileView({ profile, details, actions }: ClientProfileViewProps) {
  return (
    <article className="surface-card client-profile">
      <header className="client-profile__head">
        <LogoImage image={profile.logo} className="client-profile__logo" sizes="5rem" alt="" fallback={<Building2 />} />
        <div className="client-profile__who">
          <h2 className="client-profile__company">{profile.CompanyName}</h2>
          <p className="client-profile__person">
            {profile.FullName} · {profile.Role}
          </p>
          {profile.CompanyAddress && (
            <p className="client-profile__line">
              <MapPin aria-hidden="true" /> {profile.CompanyAddress}
            </p>
          )}
        </div>
        {actions && <div className="client-profile__actions">{actions}</div>}
      </header>
      {profile.about && <p className="client-profile__about">{profile.about}</p>}
      <dl className="client-profile__rows">
        {profile.Email && (
          <Row label="Email" icon={<Mail aria-hidden="true" />}>
            {profile.Email}
          </Row>
        )}
        {profile.PhoneNumber && (
          <Row label="Phone number" icon={<Phone aria-hidden="true" />}>
            {profile.PhoneNumber}
          </Row>
        )}
        {details && (
          <>
            <Row label="Hire plan">{details.HireSubscriptionType ?? "No hire plan yet"}</Row>
            <Row label="Remaining Freelancer">{String(details.RemainingFreelancer)}</Row>
          </>
        )}
        <Row label="Member since">{formatDate(profile.createdAt)}</Row>
      </dl>
    </article>
  );
}

function Row({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="client-profile__row">
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The client's posted jobs, newest first; each links to its page once that page exists. */
export function ClientJobList({ jobs, jobUrl }: { jobs: ClientJob[]; jobUrl: ((id: string) => string) | null }) {
  return (
    <ul className="client-jobs">
      {jobs.map((job) => (
        <li key={job._id} className="client-jobs__item">
          {jobUrl ? <Link to={jobUrl(job._id)}>{job.title}</Link> : <span>{job.title}</span>}
          <span className={`tag${job.status === "open" ? " tag--accent" : ""}`}>{job.status}</span>
          <span className="client-jobs__date">Posted {formatDate(job.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
