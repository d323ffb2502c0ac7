import type { VendorListing } from "@mp/contracts/vendor-listing";
import { Eye, EyeOff, ExternalLink, Images, ListPlus, Pencil, ScanEye, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { productDetailUrl } from "../../../lib/paths-browse";
import { addFieldsUrl, addGalleryUrl, editProductUrl, productPreviewUrl } from "../../../lib/paths-vendor";
import { notify } from "../../../lib/toast";
import { useListingAction } from "../api/vendor-listing";
import { ConfirmDialog } from "./confirm-dialog";
import "./listing-actions.css";

type ListingActionsProps = {
  listing: Pick<VendorListing, "_id" | "name" | "status" | "hidden">;
  /** The preview page leaves out its own link; View Business shows it. */
  showPreview?: boolean;
  onDeleted?: () => void;
};

/** Edit, Preview, Gallery, Custom fields, Publish or Unpublish, Delete (after a confirmation), View public page. */
export function ListingActions({ listing, showPreview = false, onDeleted }: ListingActionsProps) {
  const action = useListingAction(listing._id);
  const [isConfirming, setIsConfirming] = useState(false);
  const isPublished = listing.status === "published";
  const toggle = isPublished ? "unpublish" : "publish";

  async function changeStatus() {
    try {
      await action.mutateAsync(toggle);
      notify.success(isPublished ? "Unpublished: only you can see it now." : "Published: your listing is live.");
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "That did not work. Please try again.");
    }
  }

  const link = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} className={buttonClasses("secondary", "listing-actions__button")}>
      {icon}
      {label}
    </Link>
  );

  return (
    <div className="listing-actions" role="group" aria-label={`Actions for ${listing.name}`}>
      {link(editProductUrl(listing._id), "Edit", <Pencil aria-hidden="true" />)}
      {showPreview && link(productPreviewUrl(listing._id), "Preview", <ScanEye aria-hidden="true" />)}
      {link(addGalleryUrl(listing._id), "Gallery", <Images aria-hidden="true" />)}
      {link(addFieldsUrl(listing._id), "Custom fields", <ListPlus aria-hidden="true" />)}
      <Button
        variant={isPublished ? "secondary" : "primary"}
        className="listing-actions__button"
        isBusy={action.isPending && action.variables !== "delete"}
        onClick={() => void changeStatus()}
      >
        {isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {isPublished ? "Unpublish" : "Publish"}
      </Button>
      {isPublished && !listing.hidden && (
        <Link to={productDetailUrl(listing._id)} className={buttonClasses("ghost", "listing-actions__button")}>
          <ExternalLink aria-hidden="true" />
          View public page
        </Link>
      )}
      <Button variant="danger" className="listing-actions__button" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title="Delete this listing?"
          confirmLabel="Delete listing"
          busyLabel="Deleting…"
          onCancel={() => setIsConfirming(false)}
          onConfirm={async () => {
            await action.mutateAsync("delete");
            setIsConfirming(false);
            notify.success("Listing deleted.");
            onDeleted?.();
          }}
        >
          <p>
            <strong>{listing.name}</strong> and its gallery and custom fields will be removed for good. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
