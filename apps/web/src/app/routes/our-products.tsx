import type { ListingSort } from "@mp/contracts/listing";
import { useNavigate, useSearchParams } from "react-router";
import { FiltersPanel } from "../../components/ui/filters-panel";
import { emptyState, PagedResults, type FilteredResultsProps } from "../../components/ui/paged-results";
import { useCategories } from "../../lib/categories-api";
import { useListings, type ListingFilters } from "../../features/listings/api/get-listings";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { SaveSearchButton } from "../../features/saved-searches/components/save-search-button";
import {
  ProductFilters,
  type ProductFilterValues,
  type ProductSort,
} from "../../features/products/components/product-filters";
import { browsePaths } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import { useSubcategoryNames } from "../use-subcategory-names";
import { browseUrl, readPage, readUuid } from "./browse-query";
import "./browse-page.css";

/** The spec's category page size (section 9): four rows of four. */
const PRODUCT_PAGE_SIZE = 16;
const productSorts: readonly ProductSort[] = ["newest", "price_asc", "price_desc", "rating"];

function readValues(query: URLSearchParams): ProductFilterValues {
  const sort = query.get("sort") ?? "";
  return {
    categoryId: readUuid(query.get("categoryId")),
    sort: (productSorts as readonly string[]).includes(sort) ? (sort as ProductSort) : "",
  };
}

function productsUrl(values: ProductFilterValues, page = 1): string {
  return browseUrl(browsePaths.ourProducts, values, page);
}

/** /ourproducts: every product of the marketplace (`?categoryId=&sort=&page=`). */
export function OurProductsRoute() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const categories = useCategories("");
  const values = readValues(query);
  usePageMeta("Our Products", "Products from the marketplace's local sellers: browse by category and compare prices.");
  const filters: ListingFilters = {
    kind: "product",
    categoryId: values.categoryId || undefined,
    sort: (values.sort || undefined) satisfies ListingSort | undefined,
    page: readPage(query),
    limit: PRODUCT_PAGE_SIZE,
  };

  return (
    <div className="browse-page container">
      <h1 className="browse-page__title">Our Products</h1>
      <SaveSearchButton path="/ourproducts" kind="listings" defaultName="Our Products" />
      <FiltersPanel activeCount={values.categoryId ? 1 : 0}>
        <ProductFilters values={values} categories={categories.data} onChange={(next) => navigate(productsUrl(next))} />
      </FiltersPanel>
      <ProductResults
        filters={filters}
        pageUrl={(page) => productsUrl(values, page)}
        clearUrl={values.categoryId ? productsUrl({ categoryId: "", sort: values.sort }) : null}
      />
    </div>
  );
}

function ProductResults({ filters, pageUrl, clearUrl }: FilteredResultsProps<ListingFilters>) {
  const query = useListings(filters);
  const subcategoryNames = useSubcategoryNames();
  const empty = emptyState(
    clearUrl,
    { title: "No products in this category.", text: "Try another category.", clearLabel: "Show all categories" },
    { title: "No products yet.", text: "Products appear here once sellers list them." },
  );
  return (
    <PagedResults query={query} noun="products" empty={empty} pageUrl={pageUrl}>
      {(products) => <ListingGrid listings={products} leadsPage eagerCount={4} subcategoryNames={subcategoryNames} />}
    </PagedResults>
  );
}
