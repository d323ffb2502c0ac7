import { listingSorts } from "@mp/contracts/filter-values";
import type { ListingSort } from "@mp/contracts/listing";
import { Suspense } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ReportableBannerSlot as BannerSlot } from "../reportable-banner-slot";
import type { ListingFilters } from "../../features/listings/api/get-listings";
import { FeaturedListings } from "../../features/listings/components/featured-listings";
import { ListingFilters as FiltersForm, type FilterValues } from "../../features/listings/components/listing-filters";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { ListingResults } from "../../features/listings/components/listing-results";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { FiltersPanel } from "../../components/ui/filters-panel";
import { useMediaQuery, WIDE_SCREEN } from "../../lib/use-media-query";
import { centsRange, validDollars } from "../../lib/dollars";
import { ViewToggle, type ResultsView } from "../../features/maps/components/view-toggle";
import { paths } from "../../lib/paths";
import { browsePaths, productDetailUrl } from "../../lib/paths-browse";
import { lazyChunk } from "../../lib/load-chunk";
import { config } from "../config";
import { usePageMeta } from "../use-page-meta";
import { readPage, readUuid } from "./browse-query";
import "./browse-page.css";
import "./products.css";
import "./results-split.css";

// The map view's code loads when the map is asked for, not with the list (issue 14).
const ClusterMap = lazyChunk(async () => ({
  default: (await import("../../features/maps/components/cluster-map")).ClusterMap,
}));

/** The map shows up to this many listings at once (the API's largest page). */
const MAP_PAGE_SIZE = 100;

const pageSorts = listingSorts.filter((sort) => sort !== "distance");

/** The filters as the URL has them (hand-edited values that make no sense are dropped). */
function readFilterValues(query: URLSearchParams): FilterValues {
  const sort = query.get("sort") ?? "";
  return {
    q: (query.get("q") ?? "").trim().slice(0, 100),
    min: validDollars(query.get("min")),
    max: validDollars(query.get("max")),
    isOpenNow: query.get("open") === "1",
    sort: (pageSorts as readonly string[]).includes(sort) ? (sort as ListingSort) : "",
  };
}

function buildUrl(
  subcategoryId: string,
  name: string,
  values: FilterValues,
  page = 1,
  view: ResultsView = "list",
): string {
  const query = new URLSearchParams({ subcategoryId, name });
  if (values.q) query.set("q", values.q);
  if (values.min) query.set("min", values.min);
  if (values.max) query.set("max", values.max);
  if (values.isOpenNow) query.set("open", "1");
  if (values.sort) query.set("sort", values.sort);
  if (page > 1) query.set("page", String(page));
  if (view === "map") query.set("view", "map");
  return `${browsePaths.products}?${query}`;
}

export function ProductsRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const subcategoryId = readUuid(query.get("subcategoryId"));
  const name = (query.get("name") ?? "").slice(0, 100) || "Listings";
  const values = readFilterValues(query);
  const page = readPage(query);
  const view: ResultsView = query.get("view") === "map" ? "map" : "list";
  const isWide = useMediaQuery(WIDE_SCREEN);
  usePageMeta(name, `Local ${name.toLowerCase()} listings: compare prices, opening hours and cities.`);

  if (!subcategoryId) {
    return (
      <div className="browse-page container">
        <h1 className="browse-page__title">Choose a subcategory</h1>
        <p className="browse-page__lead">
          This address does not name a subcategory. <Link to={paths.categories}>Browse the categories</Link> to pick
          one.
        </p>
      </div>
    );
  }

  const price = centsRange(values.min, values.max);
  const filters: ListingFilters = {
    subcategoryId,
    q: values.q,
    minPriceCents: price.min,
    maxPriceCents: price.max,
    isOpenNow: values.isOpenNow,
    sort: values.sort === "relevance" && !values.q ? undefined : values.sort || undefined,
    page,
    ...(view === "map" ? { limit: MAP_PAGE_SIZE } : {}),
  };
  const mapFilters = {
    subcategoryId,
    q: values.q || undefined,
    minPrice: price.min,
    maxPrice: price.max,
    openNow: values.isOpenNow || undefined,
  };
  const activeFilters = [values.q, values.min || values.max, values.isOpenNow].filter(Boolean).length;
  const hasFilters = activeFilters > 0;
  // Wide screens: the map beside the list (issue 16); narrower ones: the one the toggle picks.
  // The map's code loads only where a map is drawn.
  const showsMap = isWide || view === "map";

  return (
    <div className="browse-page container">
      <div className="products-page__heading">
        <h1 className="browse-page__title">{name}</h1>
        <SaveSearchButton path="/products" kind="listings" defaultName={values.q ? `${values.q} in ${name}` : name} />
        {/* A new view starts at its first page: the map's pages hold more listings. */}
        <ViewToggle view={view} onChange={(next) => navigate(buildUrl(subcategoryId, name, values, 1, next))} />
      </div>
      <FiltersPanel activeCount={activeFilters}>
        <FiltersForm
          key={query.toString()}
          values={values}
          onApply={(next) => navigate(buildUrl(subcategoryId, name, next, 1, view))}
        />
      </FiltersPanel>
      <BannerSlot placement="category" subcategoryId={subcategoryId} />
      {/* The subcategory's featured listings lead its first page (the list view's; the map shows all alike). */}
      {view === "list" && page === 1 && <FeaturedListings filters={filters} />}
      <ListingResults
        filters={filters}
        pageUrl={(next) => buildUrl(subcategoryId, name, values, next, view)}
        clearUrl={
          hasFilters
            ? buildUrl(subcategoryId, name, { q: "", min: "", max: "", isOpenNow: false, sort: "" }, 1, view)
            : null
        }
        renderItems={(items) => (
          <div className={`results-split results-split--${view}`}>
            <div className="results-split__list">
              <ListingGrid listings={items} leadsPage />
            </div>
            {showsMap && (
              <div className="results-split__map">
                <Suspense fallback={<p role="status">Loading the map…</p>}>
                  {/* The server's clusters of the view, with the list's filters (issue 17); new filters, a new map. */}
                  <ClusterMap
                    key={JSON.stringify(mapFilters)}
                    filters={mapFilters}
                    settings={config.maps}
                    label={`Map of ${name} listings`}
                    hrefOf={productDetailUrl}
                  />
                </Suspense>
              </div>
            )}
          </div>
        )}
      />
    </div>
  );
}
