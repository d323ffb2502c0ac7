import type { VendorListing } from "@mp/contracts/vendor-listing";
import { ArrowLeft } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { RequireToken } from "../../../features/auth/components/require-token";
import { useVendorListing } from "../../../features/listing-editor/api/vendor-listing";
import { VendorNav } from "../../../features/listing-editor/components/vendor-nav";
import { vendorPaths } from "../../../lib/paths-vendor";
import { usePageTitle } from "../../use-page-title";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/spread-row.css";
import "./vendor-page.css";

type VendorPageProps = {
  /** The heading and the tab's title. */
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  /** The vendor's tabs (View Business, Business profile, ads…) above the content. */
  hasVendorNav?: boolean;
  children: ReactNode;
};

/**
 * A signed-in page of one's own business or jobs: a way back, its heading (outside the guard, so it
 * always has one), then `children` once a token is stored.
 */
export function VendorPage({ title, lead, back, hasVendorNav = false, children }: VendorPageProps) {
  usePageTitle(title);
  return (
    <div className="container vendor-page">
      {back && (
        <Link to={back.to} className="vendor-page__back">
          <ArrowLeft aria-hidden="true" /> {back.label}
        </Link>
      )}
      <header className="vendor-page__header">
        <h1 className="vendor-page__title">{title}</h1>
        {lead && <p className="vendor-page__lead">{lead}</p>}
      </header>
      {hasVendorNav && <VendorNav />}
      <RequireToken>{children}</RequireToken>
    </div>
  );
}

export function useListingId(): string {
  return useParams().id ?? "";
}

export const viewBusiness = { to: vendorPaths.vendorProducts, label: "View Business" };
export const allFeatureAds = { to: vendorPaths.featureAds, label: "Feature ads" };

type WithLoadedProps<T> = {
  query: UseQueryResult<T>;
  /** The status line while it loads, e.g. "Loading the listing…". */
  loading: string;
  /** The failure's title. */
  failed: string;
  /** What a 404 says instead, and where to go. */
  notFound?: { title: string; body: string; action: ReactNode };
  children: (data: T) => ReactNode;
};

/** A vendor page's content once its query has answered, or its loading line or its failure. */
export function WithLoaded<T>({ query, loading, failed, notFound, children }: WithLoadedProps<T>) {
  if (!query.isSuccess) {
    return <QueryStatus query={query} loading={loading} failed={failed} notFound={notFound} />;
  }
  return children(query.data);
}

/** Loads the vendor's listing and renders `children` with it, or its loading or error state. */
export function WithVendorListing({ id, children }: { id: string; children: (listing: VendorListing) => ReactNode }) {
  return (
    <WithLoaded
      query={useVendorListing(id)}
      loading="Loading the listing…"
      failed="The listing could not be loaded"
      notFound={{
        title: "Listing not found",
        body: "It may have been deleted, or it belongs to another account.",
        action: <Link to={vendorPaths.vendorProducts}>See your listings</Link>,
      }}
    >
      {children}
    </WithLoaded>
  );
}
