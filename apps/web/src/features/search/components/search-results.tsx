import type { ListingHit } from "@mp/contracts/search";
import { Briefcase, SearchX, Store, UserRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { FiltersPanel } from "../../../components/ui/filters-panel";
import { useImpressions } from "../../../lib/impressions";
import { paths } from "../../../lib/paths";
import type { SearchKind } from "@mp/contracts/search";
import { useSearch, type SearchParams } from "../api/search";
import { renderFreelancer, renderJob, renderListing } from "./search-hits";
import "@mp/ui/components/field.css";
import "../../../components/ui/icon-heading.css";
import "../../../components/ui/spread-row.css";
import "./search-results.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";

type SearchResultsProps = {
  params: SearchParams;
  /** The URL of this search with `changes` applied (the page resets to 1 unless given). */
  urlFor: (changes: Partial<SearchParams>) => string;
  onCategoryChange: (categoryId: string) => void;
  /**
   * Wraps the hits when the results hold listings (all kinds or listings, and any found), so that
   * the page can put the map of those listings beside them; never for jobs or freelancers alone.
   */
  withListingMap?: (hits: ReactNode) => ReactNode;
};

const kindTabs: { kind: SearchKind; label: string }[] = [
  { kind: "all", label: "All" },
  { kind: "listings", label: "Listings" },
  { kind: "jobs", label: "Jobs" },
  { kind: "freelancers", label: "Freelancers" },
];

/** The results of a search: kind tabs with counts, a category filter, the hits and paging. */
export function SearchResults({ params, urlFor, onCategoryChange, withListingMap }: SearchResultsProps) {
  const result = useSearch(params);
  const categoryId = useId();

  if (result.isPending) {
    return (
      <p role="status" className="search-results__loading">
        Searching…
      </p>
    );
  }
  if (result.isError) {
    return <LoadFailed query={result} title="We couldn't run this search." />;
  }

  const { listings, jobs, freelancers, facets } = result.data.result_value;
  const counts = { ...facets.byKind, all: facets.byKind.listings + facets.byKind.jobs + facets.byKind.freelancers };
  // Counts stop at 1,000 per kind (decision 024): a capped count, and the category counts of a search
  // that includes a capped kind, are lower bounds and read "1,000+".
  const capped = { ...facets.capped, all: facets.capped.listings || facets.capped.jobs || facets.capped.freelancers };
  const countText = (kind: SearchKind) => formatCount(counts[kind], capped[kind]);
  const isEmpty = listings.length + jobs.length + freelancers.length === 0;
  const { currentPage, hasMore } = result.data.meta;
  const hasListingMap = (params.kind === "all" || params.kind === "listings") && facets.byKind.listings > 0;
  const hits = (
    <>
      <HitSection title="Listings" icon={<Store aria-hidden="true" />} hits={listings} render={renderListing} />
      <HitSection title="Jobs" icon={<Briefcase aria-hidden="true" />} hits={jobs} render={renderJob} />
      <HitSection
        title="Freelancers"
        icon={<UserRound aria-hidden="true" />}
        hits={freelancers}
        render={renderFreelancer}
      />
    </>
  );

  return (
    <div className="search-results" aria-busy={result.isPlaceholderData || undefined}>
      {!isEmpty && (
        <p className="search-results__total">
          {countText(params.kind)} {counts[params.kind] === 1 && !capped[params.kind] ? "result" : "results"}
        </p>
      )}
      <div className="search-results__filters">
        <nav aria-label="Result kinds" className="search-results__tabs">
          {kindTabs.map(({ kind, label }) => (
            <Link
              key={kind}
              to={urlFor({ kind })}
              className="search-results__tab"
              aria-current={params.kind === kind ? "page" : undefined}
            >
              {label} <span className="search-results__count">{countText(kind)}</span>
            </Link>
          ))}
        </nav>
        {(facets.byCategory.length > 0 || params.categoryId) && (
          <FiltersPanel activeCount={params.categoryId ? 1 : 0}>
            <div className="search-results__category">
              <label htmlFor={categoryId}>Category</label>
              <select
                className="field__input"
                id={categoryId}
                value={params.categoryId}
                onChange={(event) => onCategoryChange(event.target.value)}
              >
                <option value="">All categories</option>
                {facets.byCategory.map((facet) => (
                  <option key={facet.categoryId} value={facet.categoryId}>
                    {facet.categoryName} ({formatCount(facet.count, capped[params.kind])})
                  </option>
                ))}
              </select>
            </div>
          </FiltersPanel>
        )}
      </div>

      <ListingImpressions hits={isEmpty ? [] : listings} />
      {isEmpty ? (
        <StatusMessage tone="neutral" icon={<SearchX aria-hidden="true" />} title={`No results for “${params.q}”`}>
          <ul className="search-results__help">
            <li>Check the spelling.</li>
            <li>Try a broader word, or fewer words.</li>
            {(params.categoryId || params.kind !== "all") && (
              <li>
                <Link to={urlFor({ kind: "all", categoryId: "" })}>Search everything</Link> instead of one kind or
                category.
              </li>
            )}
            <li>
              <Link to={paths.categories}>Browse the categories</Link>.
            </li>
          </ul>
        </StatusMessage>
      ) : hasListingMap && withListingMap ? (
        withListingMap(hits)
      ) : (
        hits
      )}

      {(currentPage > 1 || hasMore) && (
        <nav aria-label="Pages" className="spread-row search-results__pager">
          {currentPage > 1 ? <Link to={urlFor({ page: currentPage - 1 })}>Previous</Link> : <span />}
          <span>Page {currentPage}</span>
          {hasMore ? <Link to={urlFor({ page: currentPage + 1 })}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}

/** The listing hits shown count as impressions in their vendors' funnels (lib/impressions.ts). */
function ListingImpressions({ hits }: { hits: readonly ListingHit[] }) {
  useImpressions(hits);
  return null;
}

/** "12", "1,000+" for a count that stopped at its cap. */
function formatCount(count: number, isCapped: boolean): string {
  return `${formatNumber(count)}${isCapped ? "+" : ""}`;
}

type HitSectionProps<T> = { title: string; icon: ReactNode; hits: T[]; render: (hit: T) => ReactNode };

function HitSection<T extends { _id: string }>({ title, icon, hits, render }: HitSectionProps<T>) {
  const headingId = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="search-results__section">
      <h2 id={headingId} className="icon-heading search-results__heading">
        {icon}
        {title}
      </h2>
      <ul className="search-results__list">
        {hits.map((hit) => (
          <li key={hit._id} className="search-hit">
            {render(hit)}
          </li>
        ))}
      </ul>
    </section>
  );
}
