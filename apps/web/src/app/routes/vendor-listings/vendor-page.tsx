import type { VendorListing } from "@mp/contracts/vendor-listing";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useVendorListing } from "../../../features/listing-editor/api/vendor-listing";
import { vendorPaths } from "../../../lib/paths-vendor";
import "./vendor-page.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

type VendorPageProps = {
  title: ReactNode;
  lead?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
};

/** A vendor page: a way back, its heading (outside any guard, so it always has one) and its content. */
export function VendorPage({ title, lead, back, children }: VendorPageProps) {
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
      {children}
    </div>
  );
}

export function useListingId(): string {
  return useParams().id ?? "";
}

export const viewBusiness = { to: vendorPaths.vendorProducts, label: "View Business" };

/** Loads the vendor's listing and renders `children` with it, or its loading or error state. */
export function WithVendorListing({ id, children }: { id: string; children: (listing: VendorListing) => ReactNode }) {
  const listing = useVendorListing(id);
  if (listing.isPending) {
    return (
      <p role="status" className="vendor-page__loading">
        Loading the listing…
      </p>
    );
  }
  if (listing.isError) {
    return (
      <LoadFailed
        query={listing}
        title="The listing could not be loaded"
        notFound={{
          title: "Listing not found",
          body: "It may have been deleted, or it belongs to another account.",
          action: <Link to={vendorPaths.vendorProducts}>See your listings</Link>,
        }}
      />
    );
  }
  return children(listing.data);
}
