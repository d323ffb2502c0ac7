import { Sparkles } from "lucide-react";
import { useId } from "react";
import { useListings, type ListingFilters } from "../api/get-listings";
import { ListingGrid } from "./listing-card";
import "../../../components/ui/icon-heading.css";
import "./featured-listings.css";

/**
 * A subcategory's featured listings above its results, from the same request as the results
 * (the API adds them to the first page). Nothing at all when there are none, or while loading.
 */
export function FeaturedListings({ filters }: { filters: ListingFilters }) {
  const headingId = useId();
  const query = useListings(filters);
  const featured = query.isPlaceholderData ? undefined : query.data?.featured;
  if (!featured || featured.length === 0) return null;
  return (
    <section className="featured-listings" aria-labelledby={headingId}>
      <h2 id={headingId} className="icon-heading featured-listings__title">
        <Sparkles aria-hidden="true" />
        Featured
      </h2>
      <ListingGrid listings={featured} leadsPage />
    </section>
  );
}
