import type { VendorBannerAd } from "@mp/contracts/banner-ad";
import { BarChart3, ChevronLeft, ChevronRight, Megaphone, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { bannerViewUrl, editBannerAdUrl, vendorPaths } from "../../../lib/paths-vendor";
import { useBannerAds } from "../api/banner-ad";
import { formatCtr, formatDay, formatNumber, placementName } from "../format";
import { BannerStatus } from "./banner-status";
import "./banner-ad-list.css";

type BannerAdListProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** Asks before deleting (the page shows the confirmation). */
  onDelete: (ad: VendorBannerAd) => void;
};

/** The vendor's banner ads with their period, status and numbers, a page at a time. */
export function BannerAdList({ page, onPageChange, onDelete }: BannerAdListProps) {
  const ads = useBannerAds(page);

  if (ads.isPending) {
    return (
      <p role="status" className="banner-ad-list__loading">
        Loading your banner ads…
      </p>
    );
  }
  if (ads.isError) {
    return (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert aria-hidden="true" />}
        title="Your banner ads could not be loaded"
        action={
          <Button onClick={() => void ads.refetch()} disabled={ads.isFetching}>
            {ads.isFetching ? "Retrying…" : "Retry"}
          </Button>
        }
      >
        {ads.error.message}
      </StatusMessage>
    );
  }

  const { result_value: rows, meta } = ads.data;
  if (rows.length === 0) {
    return page === 1 ? (
      <StatusMessage
        tone="neutral"
        icon={<Megaphone aria-hidden="true" />}
        title="You have no banner ads yet"
        action={
          <Link to={vendorPaths.addBannerAd} className={buttonClasses("accent", undefined)}>
            Add a banner ad
          </Link>
        }
      >
        A banner is a wide picture with a link, shown on the home page, above a category&rsquo;s listings or above
        search results for the days you choose. You see how many people saw it and clicked it, day by day.
      </StatusMessage>
    ) : (
      <StatusMessage
        tone="neutral"
        icon={<Megaphone aria-hidden="true" />}
        title="No more banner ads"
        action={<Button onClick={() => onPageChange(1)}>Back to the first page</Button>}
      >
        This page is past the end of your banner ads.
      </StatusMessage>
    );
  }

  return (
    <div className="banner-ad-list" aria-busy={ads.isPlaceholderData}>
      <ul className="banner-ad-list__items" aria-label="Your banner ads">
        {rows.map((ad) => (
          <BannerAdRow key={ad._id} ad={ad} onDelete={() => onDelete(ad)} />
        ))}
      </ul>
      {(page > 1 || meta.hasMore) && (
        <nav className="banner-ad-list__paging" aria-label="Pages">
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

function BannerAdRow({ ad, onDelete }: { ad: VendorBannerAd; onDelete: () => void }) {
  return (
    <li className="banner-ad-row">
      <img
        className="banner-ad-row__image"
        src={ad.image.url}
        srcSet={ad.image.srcset}
        sizes="(max-width: 640px) 100vw, 16rem"
        alt=""
        loading="lazy"
      />
      <div className="banner-ad-row__head">
        <h2 className="banner-ad-row__title">
          <Link to={bannerViewUrl(ad._id)}>{ad.title}</Link>
        </h2>
        <p className="banner-ad-row__meta">
          <BannerStatus status={ad.status} />
          <span>{placementName(ad.placement, ad.categoryName)}</span>
          <span>
            {formatDay(ad.startsAt)} – {formatDay(ad.endsAt)}
          </span>
        </p>
      </div>
      <dl className="banner-ad-row__stats">
        <div>
          <dt>Impressions</dt>
          <dd>{formatNumber(ad.impressions)}</dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd>{formatNumber(ad.clicks)}</dd>
        </div>
        <div>
          <dt>CTR</dt>
          <dd>{formatCtr(ad.impressions, ad.clicks)}</dd>
        </div>
      </dl>
      <div className="banner-ad-row__actions" role="group" aria-label={`Actions for ${ad.title}`}>
        <Link to={bannerViewUrl(ad._id)} className={buttonClasses("secondary", undefined)}>
          <BarChart3 aria-hidden="true" /> View stats
        </Link>
        <Link to={editBannerAdUrl(ad._id)} className={buttonClasses("secondary", undefined)}>
          <Pencil aria-hidden="true" /> Edit
        </Link>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}
