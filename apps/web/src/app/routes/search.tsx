import { useNavigate, useSearchParams } from "react-router";
import { searchKinds } from "@mp/contracts/filter-values";
import type { SearchKind } from "@mp/contracts/search";
import type { SearchParams } from "../../features/search/api/search";
import { ReportableBannerSlot as BannerSlot } from "../reportable-banner-slot";
import { SearchBox } from "../../features/search/components/search-box";
import { SearchResults } from "../../features/search/components/search-results";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import { searchUrl } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import "./browse-page.css";

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

function toUrl({ q, kind, categoryId, page }: SearchParams): string {
  return searchUrl({
    q,
    kind: kind === "all" ? undefined : kind,
    categoryId: categoryId || undefined,
    page: page > 1 ? String(page) : undefined,
  });
}

export function SearchRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const params = readParams(query);
  usePageMeta(
    params.q ? `Search: ${params.q}` : "Search",
    "Search the local listings, jobs and freelancers of the marketplace.",
  );
  const urlFor = (changes: Partial<SearchParams>) => toUrl({ ...params, page: 1, ...changes });

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
        />
      ) : (
        <p className="browse-page__lead">Type a word above: a shop, a service, a job or a skill.</p>
      )}
    </div>
  );
}
