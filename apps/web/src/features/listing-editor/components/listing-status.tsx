import type { VendorListing } from "@mp/contracts/vendor-listing";
import { CircleCheck, PencilLine } from "lucide-react";
import "../../../components/ui/status-chip.css";
import "./listing-status.css";
import { formatDate } from "@mp/ui/lib/format.ts";

type Status = VendorListing["status"];

/** The small "Draft" / "Published" badge of View Business. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={`status-chip status-badge--${status}`}>{status === "published" ? "Published" : "Draft"}</span>
  );
}

/** The preview's banner: who can see the listing right now. */
export function StatusBanner({ status, publishedAt }: { status: Status; publishedAt: string | null }) {
  const isPublished = status === "published";
  return (
    <div className={`status-banner status-banner--${status}`} role="status">
      {isPublished ? <CircleCheck aria-hidden="true" /> : <PencilLine aria-hidden="true" />}
      <p>
        <strong>{isPublished ? "Published" : "Draft — only you can see this"}</strong>
        <span>
          {isPublished
            ? `Live${publishedAt ? ` since ${formatDate(publishedAt)}` : ""}: people find it in search and in its subcategory.`
            : "Check how it looks, then publish it to appear in search and in its subcategory."}
        </span>
      </p>
    </div>
  );
}
