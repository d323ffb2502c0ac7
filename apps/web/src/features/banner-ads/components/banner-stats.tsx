import type { BannerAdStats } from "@mp/contracts/banner-ad";
import { BarChart3 } from "lucide-react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDay, formatNumber } from "@mp/ui/lib/format.ts";
import { formatCtr, placementName } from "../format";
import { BannerStatsChart } from "./banner-stats-chart";
import { BannerStatus } from "./banner-status";
import "./banner-picture.css";
import "./banner-stats.css";

/** A banner's numbers: totals, click-through rate, days shown, and the chart of its days. */
export function BannerStats({ stats }: { stats: BannerAdStats }) {
  const { ad, totals, daysActive, days } = stats;
  const hasData = totals.impressions > 0 || totals.clicks > 0;
  return (
    <div className="banner-stats">
      <div className="banner-stats__ad">
        <img
          src={ad.image.url}
          srcSet={ad.image.srcset}
          sizes="(max-width: 640px) 100vw, 24rem"
          alt=""
          className="banner-picture"
        />
        <div className="banner-stats__about">
          <p className="banner-stats__meta">
            <BannerStatus status={ad.status} />
            <span>{placementName(ad.placement, ad.categoryName)}</span>
          </p>
          <p className="banner-stats__meta">
            {formatDay(ad.startsAt)} – {formatDay(ad.endsAt)}
          </p>
          <p className="banner-stats__link">
            Links to{" "}
            <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer">
              {ad.linkUrl}
            </a>
          </p>
        </div>
      </div>

      <dl className="banner-stats__totals">
        <div>
          <dt>Impressions</dt>
          <dd>{formatNumber(totals.impressions)}</dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd>{formatNumber(totals.clicks)}</dd>
        </div>
        <div>
          <dt>Click-through rate</dt>
          <dd>{formatCtr(totals.impressions, totals.clicks)}</dd>
        </div>
        <div>
          <dt>Days active</dt>
          <dd>{formatNumber(daysActive)}</dd>
        </div>
      </dl>
      <p className="banner-stats__note">
        Impressions count the banner shown and clicks count it opened, each visitor once per half hour. A banner&apos;s
        numbers end at the click: what visitors do next happens on the page it links to. If that is one of your
        listings, those visits are in the listing&apos;s own funnel, with its other visits.
      </p>

      <section className="banner-stats__over-time" aria-labelledby="banner-stats-over-time">
        <h2 id="banner-stats-over-time">Over time</h2>
        {hasData && days.length > 0 ? (
          <BannerStatsChart days={days} />
        ) : (
          <StatusMessage tone="neutral" icon={<BarChart3 aria-hidden="true" />} title="No numbers yet">
            {ad.status === "scheduled"
              ? `The banner starts showing on ${formatDay(ad.startsAt)}; its impressions and clicks appear here day by day.`
              : ad.status === "ended"
                ? "The banner ran without being seen."
                : "Nobody has seen the banner yet. Each visitor's view and click is counted once per half hour, and appears here at once."}
          </StatusMessage>
        )}
        {days.length > 0 && daysActive > days.length && (
          <p className="banner-stats__note">The chart shows the last {days.length} days; the totals cover them all.</p>
        )}
      </section>
    </div>
  );
}
