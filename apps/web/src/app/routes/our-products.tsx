import type { ListingSort } from "@mp/contracts/listing";
import { CircleAlert, SearchX } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useCategories } from "../../features/categories/api/get-categories";
import { useListings, type ListingFilters } from "../../features/listings/api/get-listings";
import { ListingGrid } from "../../features/listings/components/listing-card";
import {
  ProductFilters,
  type ProductFilterValues,
  type ProductSort,
} from "../../features/products/components/product-filters";
import { browsePaths } from "../../lib/paths-browse";
import { usePageMeta } from "../use-page-meta";
import { readPage, readUuid } from "./browse-query";
import "./browse-page.css";
import "./browse-tools.css";

/** The spec's category page size (section 9): four rows of four. */
const PRODUCT_PAGE_SIZE = 16;
const productSorts: readonly ProductSort[] = ["newest", "price_asc", "price_desc"];

function readValues(query: URLSearchParams): ProductFilterValues {
  const sort = query.get("sort") ?? "";
  return {
    categoryId: readUuid(query.get("categoryId")),
    sort: (productSorts as readonly string[]).includes(sort) ? (sort as ProductSort) : "",
  };
}

function productsUrl(values: ProductFilterValues, page = 1): string {
  const query = new URLSearchParams();
  if (values.categoryId) query.set("categoryId", values.categoryId);
  if (values.sort) query.set("sort", values.sort);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${browsePaths.ourProducts}?${text}` : browsePaths.ourProducts;
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
      <ProductFilters values={values} categories={categories.data} onChange={(next) => navigate(productsUrl(next))} />
      <ProductResults
        filters={filters}
        pageUrl={(page) => productsUrl(values, page)}
        clearUrl={values.categoryId ? productsUrl({ categoryId: "", sort: values.sort }) : null}
      />
    </div>
  );
}

type ProductResultsProps = { filters: ListingFilters; pageUrl: (page: number) => string; clearUrl: string | null };

function ProductResults({ filters, pageUrl, clearUrl }: ProductResultsProps) {
  const products = useListings(filters);

  if (products.isPending) {
    return (
      <p role="status" className="browse-page__lead">
        Loading products…
      </p>
    );
  }
  if (products.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<CircleAlert aria-hidden="true" />}
        title="We couldn't load the products."
        action={<Button onClick={() => void products.refetch()}>Retry</Button>}
      >
        {products.error.message}
      </StatusMessage>
    );
  }
  const { result_value: items, meta } = products.data;
  if (items.length === 0) {
    return clearUrl ? (
      <StatusMessage
        tone="neutral"
        icon={<SearchX aria-hidden="true" />}
        title="No products in this category."
        action={<Link to={clearUrl}>Show all categories</Link>}
      >
        Try another category.
      </StatusMessage>
    ) : (
      <StatusMessage tone="neutral" icon={<SearchX aria-hidden="true" />} title="No products yet.">
        Products appear here once sellers list them.
      </StatusMessage>
    );
  }
  return (
    <div className="browse-results" aria-busy={products.isPlaceholderData || undefined}>
      <ListingGrid listings={items} />
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
