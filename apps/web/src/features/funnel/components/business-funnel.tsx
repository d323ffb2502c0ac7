import type { BusinessFunnelRow } from "@mp/contracts/funnel";
import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { countOf, formatDay, formatNumber } from "@mp/ui/lib/format.ts";
import { listingFunnelUrl, vendorPaths } from "../../../lib/paths-vendor";
import { businessFunnelQueryOptions, useFunnel } from "../api/funnel";
import { formatRate, isEmptyFunnel } from "../format";
import { FunnelOverTime } from "./funnel-over-time";
import { FunnelSteps } from "./funnel-steps";
import { FunnelFrame } from "./funnel-frame";
import "../../../components/ui/numbers-table.css";
import "../../../components/ui/surface-card.css";

type SortKey = "views" | "viewRate" | "contactRate";
const sortNames: Record<SortKey, string> = {
  views: "Views",
  viewRate: "Views per impression",
  contactRate: "Contacts per view",
};

/** Largest first; a rate of nothing (null) last. */
function sortRows(rows: readonly BusinessFunnelRow[], key: SortKey): BusinessFunnelRow[] {
  return [...rows].sort((a, b) => (b[key] ?? -1) - (a[key] ?? -1) || a.name.localeCompare(b.name));
}

/** All the vendor's listings together over the chosen period, and each listing's line, sortable. */
export function BusinessFunnel() {
  const [sortKey, setSortKey] = useState<SortKey>("views");
  const funnel = useFunnel(businessFunnelQueryOptions);
  return (
    <FunnelFrame {...funnel}>
      {(data) =>
        data.listings.length === 0 ? (
          <StatusMessage
            tone="neutral"
            icon={<BarChart3 aria-hidden="true" />}
            title="You have no listings yet"
            action={
              <Link to={vendorPaths.userProducts} className={buttonClasses("primary", undefined)}>
                List your business free
              </Link>
            }
          >
            Once your listings show in lists, their impressions, views, contacts, messages and saves appear here.
          </StatusMessage>
        ) : (
          <>
            <p className="funnel__period">
              {countOf(data.listings.length, "listing")}, {formatDay(data.from)} – {formatDay(data.to)}
            </p>
            <FunnelSteps totals={data.totals} />
            {isEmptyFunnel(data.totals) ? (
              <StatusMessage tone="neutral" icon={<BarChart3 aria-hidden="true" />} title="No numbers in these days">
                None of your listings was seen in a list in these days. Try a longer period.
              </StatusMessage>
            ) : (
              <FunnelOverTime days={data.days} />
            )}
            <ListingTable rows={sortRows(data.listings, sortKey)} sortKey={sortKey} onSort={setSortKey} />
          </>
        )
      }
    </FunnelFrame>
  );
}

type TableProps = { rows: BusinessFunnelRow[]; sortKey: SortKey; onSort: (key: SortKey) => void };

function ListingTable({ rows, sortKey, onSort }: TableProps) {
  const sortable = (key: SortKey) => (
    <th scope="col" aria-sort={sortKey === key ? "descending" : "none"}>
      <button type="button" className="funnel-table__sort" onClick={() => onSort(key)}>
        {sortNames[key]}
        <span aria-hidden="true">{sortKey === key ? " ▼" : ""}</span>
      </button>
    </th>
  );
  return (
    <section className="surface-card funnel-table" aria-labelledby="funnel-table-title">
      <h2 id="funnel-table-title" className="funnel-over-time__title">
        Each listing
      </h2>
      <div className="funnel-table__scroll" role="region" aria-label="Each listing's numbers" tabIndex={0}>
        <table className="numbers-table">
          <thead>
            <tr>
              <th scope="col">Listing</th>
              <th scope="col">Impressions</th>
              {sortable("views")}
              {sortable("viewRate")}
              <th scope="col">Contact clicks</th>
              {sortable("contactRate")}
              <th scope="col">Messages</th>
              <th scope="col">Saves</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <th scope="row">
                  <Link to={listingFunnelUrl(row._id)}>{row.name}</Link>
                  {row.status === "draft" && <span className="funnel-table__draft"> (draft)</span>}
                </th>
                <td>{formatNumber(row.impressions)}</td>
                <td>{formatNumber(row.views)}</td>
                <td>{formatRate(row.viewRate)}</td>
                <td>{formatNumber(row.contactClicks)}</td>
                <td>{formatRate(row.contactRate)}</td>
                <td>{formatNumber(row.messages)}</td>
                <td>{formatNumber(row.saves)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
