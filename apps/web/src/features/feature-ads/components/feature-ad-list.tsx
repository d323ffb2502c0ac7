import type { FeatureAd } from "@mp/contracts/feature-ad";
import { BarChart3, CalendarClock, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { OwnedCover, OwnedList, type OwnedListPaging } from "../../../components/ui/owned-list";
import { featureAdFunnelUrl, productPreviewUrl } from "../../../lib/paths-vendor";
import { useVendorFeatureAds } from "../api/vendor-feature-ads";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { statusNames } from "../period";
import { FeatureAdDatesDialog } from "./feature-ad-dates-dialog";
import "../../../components/ui/meta-line.css";
import "../../../components/ui/status-chip.css";
import "./feature-ads.css";

type FeatureAdListProps = OwnedListPaging & {
  /** "End now" / "Cancel" was pressed: the page asks for confirmation. */
  onEnd: (ad: FeatureAd) => void;
  /** The empty state's way to a first ad. */
  emptyAction: ReactNode;
};

/** The vendor's feature ads: listing, period, status and actions, a page at a time. */
export function FeatureAdList({ page, onPageChange, onEnd, emptyAction }: FeatureAdListProps) {
  const ads = useVendorFeatureAds(page);
  const [editing, setEditing] = useState<FeatureAd | null>(null);
  return (
    <OwnedList
      query={ads}
      page={page}
      onPageChange={onPageChange}
      noun="feature ads"
      icon={<Sparkles aria-hidden="true" />}
      empty={{
        title: "You have no feature ads yet",
        action: emptyAction,
        text: (
          <>
            Featuring a published listing puts it in the home page&apos;s Featured block and at the top of its
            subcategory, marked &ldquo;Featured&rdquo;, for the days you choose.
          </>
        ),
      }}
      footer={editing && <FeatureAdDatesDialog ad={editing} onClose={() => setEditing(null)} />}
    >
      {(rows) =>
        rows.map((ad) => <FeatureAdRow key={ad._id} ad={ad} onEdit={() => setEditing(ad)} onEnd={() => onEnd(ad)} />)
      }
    </OwnedList>
  );
}

function FeatureAdRow({ ad, onEdit, onEnd }: { ad: FeatureAd; onEdit: () => void; onEnd: () => void }) {
  const isDraft = ad.listing.status !== "published";
  return (
    <li className="surface-card feature-ad owned-list__row">
      <OwnedCover className="feature-ad__cover" src={ad.listing.coverImage} width={120} height={90} />
      <div className="feature-ad__head">
        <h2 className="feature-ad__name owned-list__name">
          <Link to={productPreviewUrl(ad.listingId)}>{ad.listing.name}</Link>
        </h2>
        <p className="meta-line">
          <FeatureAdStatusChip status={ad.status} />
          <span className="feature-ad__period">
            <CalendarClock aria-hidden="true" />
            <time dateTime={ad.startsAt}>{formatDateTime(ad.startsAt)}</time>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> to </span>
            <time dateTime={ad.endsAt}>{formatDateTime(ad.endsAt)}</time>
          </span>
        </p>
        {isDraft && ad.status !== "ended" && (
          <p className="feature-ad__note">Not shown while the listing is unpublished. Publish it again to show it.</p>
        )}
      </div>
      <div className="feature-ad__actions" role="group" aria-label={`Actions for ${ad.listing.name}`}>
        {ad.status !== "scheduled" && (
          <Link to={featureAdFunnelUrl(ad._id)} className={buttonClasses("secondary", undefined)}>
            <BarChart3 aria-hidden="true" /> Funnel
          </Link>
        )}
        {ad.status !== "ended" && (
          <>
            <Button variant="secondary" onClick={onEdit}>
              Change dates
            </Button>
            <Button variant="ghost" className="feature-ad__end" onClick={onEnd}>
              {ad.status === "active" ? "End now" : "Cancel"}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function FeatureAdStatusChip({ status }: { status: FeatureAd["status"] }) {
  return <span className={`status-chip feature-ad-status--${status}`}>{statusNames[status]}</span>;
}
