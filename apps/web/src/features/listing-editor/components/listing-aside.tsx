import type { VendorListing } from "@mp/contracts/vendor-listing";
import { Images, Lightbulb, ListPlus, ScanEye } from "lucide-react";
import { Link } from "react-router";
import { addFieldsUrl, addGalleryUrl, productPreviewUrl } from "../../../lib/paths-vendor";
import { StatusBadge } from "./listing-status";
import "../../../components/ui/surface-card.css";
import "./listing-aside.css";

const tips = [
  "Name it the way people search: “Rosie's Bakery”, not “RB Pty Ltd”.",
  "Say what you offer and for whom in the first line of the description.",
  "A bright, wide cover photo gets more clicks than a logo.",
  "Opening hours and a phone number save people a wasted trip.",
] as const;

/** Beside a new listing's form: what makes a listing work. */
export function ListingTips() {
  return (
    <aside className="surface-card listing-aside" aria-labelledby="listing-tips-title">
      <h2 id="listing-tips-title">
        <Lightbulb aria-hidden="true" /> Tips
      </h2>
      <ul className="listing-aside__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="listing-aside__note">
        Saving keeps it as a draft that only you see. You publish it from the preview.
      </p>
    </aside>
  );
}

/** Beside an existing listing's form: its status and the rest of its pages. */
export function ListingShortcuts({ listing }: { listing: VendorListing }) {
  return (
    <aside className="surface-card listing-aside" aria-labelledby="listing-shortcuts-title">
      <h2 id="listing-shortcuts-title">This listing</h2>
      <p className="listing-aside__status">
        <StatusBadge status={listing.status} />
      </p>
      <ul className="listing-aside__links">
        <li>
          <Link to={productPreviewUrl(listing._id)}>
            <ScanEye aria-hidden="true" /> Preview
          </Link>
        </li>
        <li>
          <Link to={addGalleryUrl(listing._id)}>
            <Images aria-hidden="true" /> Gallery
          </Link>
        </li>
        <li>
          <Link to={addFieldsUrl(listing._id)}>
            <ListPlus aria-hidden="true" /> Custom fields
          </Link>
        </li>
      </ul>
      {listing.status === "published" && (
        <p className="listing-aside__note">It stays published: saved changes show on its page at once.</p>
      )}
    </aside>
  );
}
