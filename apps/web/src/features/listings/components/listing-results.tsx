import type { ListingSummary } from "@mp/contracts/listing";
import type { ReactNode } from "react";
import { emptyState, PagedResults, type FilteredResultsProps } from "../../../components/ui/paged-results";
import { useListings, type ListingFilters } from "../api/get-listings";
import { ListingGrid } from "./listing-card";

type ListingResultsProps = FilteredResultsProps<ListingFilters> & {
  /** Draws the page's listings another way (the map view); the grid of cards by default. */
  renderItems?: (items: ListingSummary[]) => ReactNode;
};

/** A page of a subcategory's listings, with its loading, failed and empty states and the pager. */
export function ListingResults({ filters, pageUrl, clearUrl, renderItems }: ListingResultsProps) {
  const query = useListings(filters);
  const empty = emptyState(
    clearUrl,
    {
      title: "No listings match these filters",
      text: "Try a wider price range or fewer words.",
    },
    { title: "No listings here yet", text: "Businesses appear here once they list." },
  );
  return (
    <PagedResults query={query} noun="listings" listHeading="Listings" empty={empty} pageUrl={pageUrl}>
      {(listings) => (renderItems ? renderItems(listings) : <ListingGrid listings={listings} leadsPage />)}
    </PagedResults>
  );
}
