import { Suspense, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { searchKinds } from "@mp/contracts/filter-values";
import type { SearchKind } from "@mp/contracts/search";
import type { SearchParams } from "../../features/search/api/search";
import { ReportableBannerSlot as BannerSlot } from "../reportable-banner-slot";
import { SearchBox } from "../../features/search/components/search-box";
import { SearchResults } from "../../features/search/components/search-results";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { ViewToggle, type ResultsView } from "../../features/maps/components/view-toggle";
import { lazyChunk } from "../../lib/load-chunk";
import { productDetailUrl, searchUrl } from "../../lib/paths-browse";
import { useMediaQuery, WIDE_SCREEN } from "../../lib/use-media-query";
import { config } from "../config";
import { usePageMeta } from "../use-page-meta";
import "./browse-page.css";
import "./results-split.css";

// The map's code loads where a map is drawn, not with the results (issue 14).
const ClusterMap = lazyChunk(async () => ({
  default: (await import("../../features/maps/components/cluster-map")).ClusterMap,
}));

const kinds: readonly SearchKind[] = searchKinds;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the search from the URL, mending what a hand-edited address gets wrong. */
function readParams(query: URLSearchParams): SearchParams {
  const kind = query.get("kind") as SearchKind | null;
  const categoryId = query.get("categoryId") ?? "";
  const page = Number(query.get("page"));
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    kind: kind && kinds.includes(kind) ? kind : "all",
    categoryId: uuidPattern.test(categoryId) ? categoryId : "",
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

function toUrl({ q, kind, categoryId, page }: SearchParams, view: ResultsView): string {
  return searchUrl({
    q,
    kind: kind === "all" ? undefined : kind,
    categoryId: categoryId || undefined,
    page: page > 1 ? String(page) : undefined,
    view: view === "map" ? "map" : undefined,
  });
}

type ListingMapProps = { params: SearchParams; view: ResultsView; onViewChange: (view: ResultsView) => void };

/**
 * The listings of a search on the products page's map (issue 16): beside the hits from 1100 px,
 * behind the List / Map switch below that. The map asks the server for the clusters of what the
 * search finds (`match=search`, decision 036), not of this page of hits alone.
 */
function withListingMap({ params, view, onViewChange }: ListingMapProps, isWide: boolean) {
  const filters = { match: "search" as const, q: params.q, categoryId: params.categoryId || undefined };
  return (hits: ReactNode) => (
    <>
      <div className="results-split__toggle">
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
      <div className={`results-split results-split--${view}`}>
        <div className="results-split__list">{hits}</div>
        {(isWide || view === "map") && (
          <div className="results-split__map">
            <Suspense fallback={<p role="status">Loading the map…</p>}>
              <ClusterMap
                key={JSON.stringify(filters)}
                filters={filters}
                settings={config.maps}
                label={`Map of the listings for “${params.q}”`}
                hrefOf={productDetailUrl}
              />
            </Suspense>
          </div>
        )}
      </div>
    </>
  );
}

export function SearchRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = readParams(query);
  const view: ResultsView = query.get("view") === "map" ? "map" : "list";
  const isWide = useMediaQuery(WIDE_SCREEN);
  usePageMeta(
    params.q ? `Search: ${params.q}` : "Search",
    "Search the local listings, jobs and freelancers of the marketplace.",
  );
  const urlFor = (changes: Partial<SearchParams>) => toUrl({ ...params, page: 1, ...changes }, view);
  const onViewChange = (next: ResultsView) => navigate(toUrl(params, next));

  return (
    <div className="browse-page container">
      <h1 className="browse-page__title">{params.q ? `Results for “${params.q}”` : "Search"}</h1>
      {params.q && params.kind !== "freelancers" && (
        <SaveSearchButton path="/search" kind={params.kind === "jobs" ? "jobs" : "listings"} defaultName={params.q} />
      )}
      <SearchBox key={params.q} initialText={params.q} onSubmit={(q) => navigate(urlFor({ q }))} />
      {params.q && <BannerSlot placement="search" />}
      {params.q ? (
        <SearchResults
          params={params}
          urlFor={urlFor}
          onCategoryChange={(categoryId) => navigate(urlFor({ categoryId }))}
          withListingMap={withListingMap({ params, view, onViewChange }, isWide)}
        />
      ) : (
        <p className="browse-page__lead">Type a word above: a shop, a service, a job or a skill.</p>
      )}
    </div>
  );
}
