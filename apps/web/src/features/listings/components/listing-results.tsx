import type { ListingSummary } from "@mp/contracts/listing";
import { CircleAlert, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useListings, type ListingFilters } from "../api/get-listings";
import { ListingGrid } from "./listing-card";

type ListingResultsProps = {
  filters: ListingFilters;
  pageUrl: (page: number) => string;
  /** Shown in the empty state when filters are on. */
  clearUrl: string | null;
  /** Draws the page's listings another way (the map view); the grid of cards by default. */
  renderItems?: (items: ListingSummary[]) => ReactNode;
};

/** A page of a subcategory's listings, with its loading, failed and empty states and the pager. */
export function ListingResults({ filters, pageUrl, clearUrl, renderItems }: ListingResultsProps) {
  const listings = useListings(filters);

  if (listings.isPending) {
    return (
      <p role="status" className="browse-page__lead">
        Loading listings…
      </p>
    );
  }
  if (listings.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<CircleAlert aria-hidden="true" />}
        title="We couldn't load the listings."
        action={<Button onClick={() => void listings.refetch()}>Retry</Button>}
      >
        {listings.error.message}
      </StatusMessage>
    );
  }
  const { result_value: items, meta } = listings.data;
  if (items.length === 0) {
    return (
      <StatusMessage
        tone="neutral"
        icon={<SearchX aria-hidden="true" />}
        title={clearUrl ? "No listings match these filters" : "No listings here yet"}
        action={clearUrl && <Link to={clearUrl}>Clear the filters</Link>}
      >
        {clearUrl ? "Try a wider price range or fewer words." : "Businesses appear here once they list."}
      </StatusMessage>
    );
  }
  return (
    <div className="listing-results" aria-busy={listings.isPlaceholderData || undefined}>
      {renderItems ? renderItems(items) : <ListingGrid listings={items} />}
      {(meta.currentPage > 1 || meta.hasMore) && (
        <nav aria-label="Pages" className="listing-results__pager">
          {meta.currentPage > 1 ? <Link to={pageUrl(meta.currentPage - 1)}>Previous</Link> : <span />}
          <span>Page {meta.currentPage}</span>
          {meta.hasMore ? <Link to={pageUrl(meta.currentPage + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
