import type { VendorListingRow } from "@mp/contracts/vendor-listing";
import { ChevronLeft, ChevronRight, ImageOff, Store, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { productPreviewUrl, vendorPaths } from "../../../lib/paths-vendor";
import { useVendorListings } from "../api/get-vendor-listings";
import { ListingActions } from "./listing-actions";
import { StatusBadge } from "./listing-status";
import "./vendor-listings.css";

type VendorListingsProps = { page: number; onPageChange: (page: number) => void };

const kindNames = { business: "Business", product: "Product" } as const;
const numberFormat = new Intl.NumberFormat("en-US");
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** View Business: the signed-in vendor's listings with their numbers and quick actions, a page at a time. */
export function VendorListings({ page, onPageChange }: VendorListingsProps) {
  const listings = useVendorListings(page);

  if (listings.isPending) {
    return (
      <p role="status" className="vendor-listings__loading">
        Loading your listings…
      </p>
    );
  }
  if (listings.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert aria-hidden="true" />}
        title="Your listings could not be loaded"
        action={
          <Button onClick={() => void listings.refetch()} disabled={listings.isFetching}>
            {listings.isFetching ? "Retrying…" : "Retry"}
          </Button>
        }
      >
        {listings.error.message}
      </StatusMessage>
    );
  }

  const { result_value: rows, meta } = listings.data;
  if (rows.length === 0) {
    return page === 1 ? (
      <StatusMessage
        tone="neutral"
        icon={<Store aria-hidden="true" />}
        title="You have no listings yet"
        action={
          <Link to={vendorPaths.userProducts} className={buttonClasses("accent", undefined)}>
            List your business free
          </Link>
        }
      >
        Put your business or your products in front of local customers: a page with photos, details, a map and search.
      </StatusMessage>
    ) : (
      <StatusMessage
        tone="neutral"
        icon={<Store aria-hidden="true" />}
        title="No more listings"
        action={<Button onClick={() => onPageChange(1)}>Back to the first page</Button>}
      >
        This page is past the end of your listings.
      </StatusMessage>
    );
  }

  return (
    <div className="vendor-listings" aria-busy={listings.isPlaceholderData}>
      <ul className="vendor-listings__list" aria-label="Your listings">
        {rows.map((row) => (
          <ListingRow key={row._id} row={row} />
        ))}
      </ul>
      {(page > 1 || meta.hasMore) && (
        <nav className="vendor-listings__paging" aria-label="Pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span aria-current="page">Page {page}</span>
          <Button variant="secondary" disabled={!meta.hasMore} onClick={() => onPageChange(page + 1)}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}

function ListingRow({ row }: { row: VendorListingRow }) {
  return (
    <li className="vendor-listing">
      <div className="vendor-listing__cover">
        {row.coverImage ? (
          <img src={row.coverImage} alt="" width={160} height={120} loading="lazy" />
        ) : (
          <span className="vendor-listing__no-cover">
            <ImageOff aria-hidden="true" />
            <span>No cover</span>
          </span>
        )}
      </div>
      <div className="vendor-listing__head">
        <h2 className="vendor-listing__name">
          <Link to={productPreviewUrl(row._id)}>{row.name}</Link>
        </h2>
        <p className="vendor-listing__meta">
          <StatusBadge status={row.status} />
          <span>
            {kindNames[row.kind]} · {row.subcategoryName}
          </span>
        </p>
      </div>
      <dl className="vendor-listing__stats">
        <div>
          <dt>Views</dt>
          <dd>{numberFormat.format(row.views)}</dd>
        </div>
        <div>
          <dt>Contact clicks</dt>
          <dd>{numberFormat.format(row.contactClicks)}</dd>
        </div>
        <div>
          <dt>Images</dt>
          <dd>{numberFormat.format(row.imageCount)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <time dateTime={row.updatedAt}>{dateFormat.format(new Date(row.updatedAt))}</time>
          </dd>
        </div>
      </dl>
      <div className="vendor-listing__actions">
        <ListingActions listing={row} showPreview />
      </div>
    </li>
  );
}
