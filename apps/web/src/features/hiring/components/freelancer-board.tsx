import type { HireRequest } from "@mp/contracts/hire-request";
import type { MyApplication } from "@mp/contracts/job-application";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDate } from "@mp/ui/lib/format.ts";
import { Briefcase, Handshake } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { hasPage } from "../../../lib/pages";
import { hiringPaths } from "../../../lib/paths-hiring";
import { useIncomingHireRequests, useMyApplications } from "../api/hire-requests";
import { hireStatusLabels } from "../status";
import "../../../components/ui/spread-row.css";
import "../../../components/ui/status-chip.css";
import "./hire-request-card.css";
import "./hiring-requests.css";
import "./freelancer-board.css";

const filters = [
  { value: "all", label: "Everything" },
  { value: "applications", label: "Applications" },
  { value: "hires", label: "Hires" },
] as const;
type Filter = (typeof filters)[number]["value"];

const applicationLabels: Record<MyApplication["status"], string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  rejected: "Not selected",
  hired: "Hired",
  withdrawn: "Withdrawn",
};

/** `/freelancerjobhire`: the freelancer's applications and hires with their states, filterable. */
export function FreelancerBoard({ userId }: { userId: string }) {
  const [filter, setFilter] = useState<Filter>("all");
  return (
    <div className="freelancer-board">
      <fieldset className="freelancer-board__filter">
        <legend className="visually-hidden">Show</legend>
        {filters.map((option) => (
          <label key={option.value} className="freelancer-board__chip">
            <input
              type="radio"
              name="board-filter"
              value={option.value}
              checked={filter === option.value}
              onChange={() => setFilter(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {filter !== "hires" && <Applications userId={userId} />}
      {filter !== "applications" && <Hires userId={userId} />}
    </div>
  );
}

function Applications({ userId }: { userId: string }) {
  const query = useMyApplications(userId, 1);
  return (
    <BoardSection
      title="Applications"
      noun="applications"
      query={query}
      items={query.data?.result_value}
      empty={{
        icon: <Briefcase aria-hidden="true" />,
        title: "No applications yet",
        text: "Jobs you apply to under Find Jobs are listed here with their state.",
      }}
    >
      {(application) => <ApplicationItem key={application._id} application={application} />}
    </BoardSection>
  );
}

function Hires({ userId }: { userId: string }) {
  const query = useIncomingHireRequests(userId, 1, 50);
  return (
    <BoardSection
      title="Hires"
      noun="hires"
      query={query}
      items={query.data?.result_value.hiringEmployers}
      empty={{
        icon: <Handshake aria-hidden="true" />,
        title: "No hires yet",
        text: "Clients' hiring requests are listed here once they arrive.",
      }}
    >
      {(hire) => <HireItem key={hire._id} hire={hire} />}
    </BoardSection>
  );
}

type BoardSectionProps<T> = {
  title: string;
  /** What the section lists, in the plural: "Loading your {noun}", "Your {noun} could not be loaded". */
  noun: string;
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: { icon: ReactNode; title: string; text: string };
  children: (item: T) => ReactNode;
};

/** One kind of the freelancer's items under its heading, with its loading, failed and empty states. */
function BoardSection<T>({ title, noun, query, items, empty, children }: BoardSectionProps<T>) {
  const headingId = `board-${noun}`;
  return (
    <section className="freelancer-board__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="freelancer-board__title">
        {title}
      </h2>
      {query.isPending ? (
        <p role="status" aria-label={`Loading your ${noun}`} className="hire-list__loading" />
      ) : query.isError ? (
        <LoadFailed query={query} title={`Your ${noun} could not be loaded`} />
      ) : !items?.length ? (
        <StatusMessage tone="neutral" icon={empty.icon} title={empty.title}>
          {empty.text}
        </StatusMessage>
      ) : (
        <ul className="freelancer-board__items" aria-label={`Your ${noun}`}>
          {items.map(children)}
        </ul>
      )}
    </section>
  );
}

function ApplicationItem({ application }: { application: MyApplication }) {
  return (
    <li className="spread-row board-item">
      <div className="board-item__main">
        <p className="board-item__title">
          {hasPage(`/job/${application.job._id}`) ? (
            <Link to={`/job/${application.job._id}`}>{application.job.title}</Link>
          ) : (
            application.job.title
          )}
        </p>
        <p className="board-item__meta">
          {application.job.companyName} · applied {formatDate(application.createdAt)} · {application.connectsSpent}{" "}
          connects
        </p>
      </div>
      <span className={`status-chip hire-status hire-status--${application.status}`}>
        {applicationLabels[application.status]}
      </span>
    </li>
  );
}

function HireItem({ hire }: { hire: HireRequest }) {
  return (
    <li className="spread-row board-item">
      <div className="board-item__main">
        <p className="board-item__title">
          <Link to={hiringPaths.hiringRequest}>
            {hire.client.name}
            {hire.client.companyName ? `, ${hire.client.companyName}` : ""}
          </Link>
        </p>
        <p className="board-item__meta">
          {hire.jobTitle ?? "Not tied to a job"} · sent {formatDate(hire.createdAt)}
        </p>
      </div>
      <span className={`status-chip hire-status hire-status--${hire.status}`}>{hireStatusLabels[hire.status]}</span>
    </li>
  );
}
