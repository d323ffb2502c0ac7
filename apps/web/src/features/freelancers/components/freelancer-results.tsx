import { emptyState, PagedResults, type FilteredResultsProps } from "../../../components/ui/paged-results";
import { useFreelancers, type FreelancerFilters } from "../api/get-freelancers";
import { FreelancerGrid } from "./freelancer-card";

/** A page of freelancers with its loading, failed and empty states and Previous/Next. */
export function FreelancerResults({ filters, pageUrl, clearUrl }: FilteredResultsProps<FreelancerFilters>) {
  const query = useFreelancers(filters);
  const empty = emptyState(
    clearUrl,
    {
      title: "No freelancers match your search.",
      text: "Try other words, another category or a wider rate range.",
    },
    { title: "No freelancers have joined yet.", text: "Freelancers appear here once they register." },
  );
  return (
    <PagedResults query={query} noun="freelancers" listHeading="Freelancers" empty={empty} pageUrl={pageUrl}>
      {(freelancers) => <FreelancerGrid freelancers={freelancers} />}
    </PagedResults>
  );
}
