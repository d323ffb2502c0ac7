import type { VendorListingRow } from "@mp/contracts/vendor-listing";
import { BarChart3, Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { OwnedCover, OwnedList, OwnedStats, type OwnedListPaging } from "../../../components/ui/owned-list";
import { listingFunnelUrl, productPreviewUrl, vendorPaths } from "../../../lib/paths-vendor";
import { useVendorListings } from "../api/get-vendor-listings";
import { ListingActions } from "./listing-actions";
import { StatusBadge } from "./listing-status";
import "./vendor-listings.css";
import { formatDate, formatNumber } from "@mp/ui/lib/format.ts";
import { listingKindNames } from "../../../components/ui/listing-kind-names";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { SavesCount } from "../../../components/ui/saves-count";
import { useSaveCounts } from "../../../lib/save-counts";

/** View Business: the signed-in vendor's listings with their numbers and quick actions, a page at a time. */
export function VendorListings({ page, onPageChange }: OwnedListPaging) {
  const listings = useVendorListings(page);
  const saves = useSaveCounts("listing", listings.data?.result_value.map((row) => row._id) ?? []);
  return (
    <OwnedList
      query={listings}
      page={page}
      onPageChange={onPageChange}
      noun="listings"
      icon={<Store aria-hidden="true" />}
      empty={{
        title: "You have no listings yet",
        action: (
          <Link to={vendorPaths.userProducts} className={buttonClasses("primary", undefined)}>
            List your business free
          </Link>
        ),
        text: "Put your business or your products in front of local customers: a page with photos, details, a map and search.",
      }}
    >
      {(rows) => rows.map((row) => <ListingRow key={row._id} row={row} saves={saves.data?.[row._id]} />)}
    </OwnedList>
  );
}

function ListingRow({ row, saves }: { row: VendorListingRow; saves: number | undefined }) {
  return (
    <li className="surface-card vendor-listing owned-list__row">
      <OwnedCover className="vendor-listing__cover" src={row.coverImage} width={160} height={120} label="No cover" />
      <div className="vendor-listing__head">
        <h2 className="vendor-listing__name owned-list__name">
          <Link to={productPreviewUrl(row._id)}>{row.name}</Link>
        </h2>
        <p className="vendor-listing__meta">
          <StatusBadge status={row.status} />
          <span>
            {listingKindNames[row.kind]} · {row.subcategoryName}
          </span>
        </p>
        <HiddenNotice hidden={row.hidden} compact />
        <SavesCount count={saves} />
        <Link to={listingFunnelUrl(row._id)} className="vendor-listing__funnel">
          <BarChart3 aria-hidden="true" /> Funnel
          <span className="visually-hidden"> of {row.name}</span>
        </Link>
      </div>
      <OwnedStats
        className="vendor-listing__stats"
        stats={[
          ["Views", formatNumber(row.views)],
          ["Contact clicks", formatNumber(row.contactClicks)],
          ["Images", formatNumber(row.imageCount)],
          ["Updated", <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>],
        ]}
      />
      <div className="vendor-listing__actions">
        <ListingActions listing={row} showPreview />
      </div>
    </li>
  );
}
