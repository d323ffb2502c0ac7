import { CircleAlert, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useFreelancers, type FreelancerFilters } from "../api/get-freelancers";
import { FreelancerCard } from "./freelancer-card";

type FreelancerResultsProps = {
  filters: FreelancerFilters;
  pageUrl: (page: number) => string;
  /** The address without filters, offered in the empty state; null when no filter is on. */
  clearUrl: string | null;
};

/** A page of freelancers with its loading, failed and empty states and Previous/Next. */
export function FreelancerResults({ filters, pageUrl, clearUrl }: FreelancerResultsProps) {
  const freelancers = useFreelancers(filters);

  if (freelancers.isPending) {
    return (
      <p role="status" className="browse-page__lead">
        Loading freelancers…
      </p>
    );
  }
  if (freelancers.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<CircleAlert aria-hidden="true" />}
        title="We couldn't load the freelancers."
        action={<Button onClick={() => void freelancers.refetch()}>Retry</Button>}
      >
        {freelancers.error.message}
      </StatusMessage>
    );
  }
  const { result_value: items, meta } = freelancers.data;
  if (items.length === 0) {
    return clearUrl ? (
      <StatusMessage
        tone="neutral"
        icon={<SearchX aria-hidden="true" />}
        title="No freelancers match your search."
        action={<Link to={clearUrl}>Clear the filters</Link>}
      >
        Try other words, another category or a wider rate range.
      </StatusMessage>
    ) : (
      <StatusMessage tone="neutral" icon={<SearchX aria-hidden="true" />} title="No freelancers have joined yet.">
        Freelancers appear here once they register.
      </StatusMessage>
    );
  }
  return (
    <div className="browse-results" aria-busy={freelancers.isPlaceholderData || undefined}>
      <ul className="browse-results__list browse-results__list--grid">
        {items.map((freelancer) => (
          <li key={freelancer._id}>
            <FreelancerCard freelancer={freelancer} />
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
