import type { VendorBannerAd } from "@mp/contracts/banner-ad";
import { BarChart3, Megaphone, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { OwnedList, OwnedStats, type OwnedListPaging } from "../../../components/ui/owned-list";
import { bannerViewUrl, editBannerAdUrl } from "../../../lib/paths-vendor";
import { useBannerAds } from "../api/banner-ad";
import { formatDay, formatNumber } from "@mp/ui/lib/format.ts";
import { formatCtr, placementName } from "../format";
import { BannerStatus } from "./banner-status";
import "./banner-ad-list.css";

type BannerAdListProps = OwnedListPaging & {
  /** Asks before deleting (the page shows the confirmation). */
  onDelete: (ad: VendorBannerAd) => void;
  /** The empty state's way to a first banner ad. */
  emptyAction: ReactNode;
};

/** The vendor's banner ads with their period, status and numbers, a page at a time. */
export function BannerAdList({ page, onPageChange, onDelete, emptyAction }: BannerAdListProps) {
  const ads = useBannerAds(page);
  return (
    <OwnedList
      query={ads}
      page={page}
      onPageChange={onPageChange}
      noun="banner ads"
      icon={<Megaphone aria-hidden="true" />}
      empty={{
        title: "You have no banner ads yet",
        action: emptyAction,
        text: (
          <>
            A banner is a wide picture with a link, shown on the home page, above a category&rsquo;s listings or above
            search results for the days you choose. You see how many people saw it and clicked it, day by day.
          </>
        ),
      }}
    >
      {(rows) => rows.map((ad) => <BannerAdRow key={ad._id} ad={ad} onDelete={() => onDelete(ad)} />)}
    </OwnedList>
  );
}

function BannerAdRow({ ad, onDelete }: { ad: VendorBannerAd; onDelete: () => void }) {
  return (
    <li className="surface-card banner-ad-row owned-list__row">
      <img
        className="banner-ad-row__image"
        src={ad.image.url}
        srcSet={ad.image.srcset}
        sizes="(max-width: 640px) 100vw, 16rem"
        alt=""
        loading="lazy"
      />
      <div className="banner-ad-row__head">
        <h2 className="banner-ad-row__title owned-list__name">
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
      <OwnedStats
        className="banner-ad-row__stats"
        stats={[
          ["Impressions", formatNumber(ad.impressions)],
          ["Clicks", formatNumber(ad.clicks)],
          ["CTR", formatCtr(ad.impressions, ad.clicks)],
        ]}
      />
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
