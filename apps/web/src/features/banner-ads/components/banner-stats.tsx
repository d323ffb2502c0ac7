import type { BannerAdStats } from "@mp/contracts/banner-ad";
import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDay, formatNumber } from "@mp/ui/lib/format.ts";
import { formatCtr, placementName } from "../format";
import { BannerStatsChart } from "./banner-stats-chart";
import { BannerStatus } from "./banner-status";
import "../../../components/ui/meta-line.css";
import "../../../components/ui/surface-card.css";
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
          <p className="meta-line">
            <BannerStatus status={ad.status} />
            <span>{placementName(ad.placement, ad.categoryName)}</span>
          </p>
          <p className="meta-line">
            {formatDay(ad.startsAt)} – {formatDay(ad.endsAt)}
          </p>
          <p className="meta-line banner-stats__link">
            Links to{" "}
            <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer">
              {ad.linkUrl}
            </a>
          </p>
        </div>
      </div>

      <dl className="stat-list banner-stats__totals">
        <Total label="Impressions">{formatNumber(totals.impressions)}</Total>
        <Total label="Clicks">{formatNumber(totals.clicks)}</Total>
        <Total label="Click-through rate">{formatCtr(totals.impressions, totals.clicks)}</Total>
        <Total label="Days active">{formatNumber(daysActive)}</Total>
      </dl>
      <p className="meta-line">
        Impressions count the banner shown and clicks count it opened, each visitor once per half hour. A banner&apos;s
        numbers end at the click: what visitors do next happens on the page it links to. If that is one of your
        listings, those visits are in the listing&apos;s own funnel, with its other visits.
      </p>

      <section className="surface-card banner-stats__over-time" aria-labelledby="banner-stats-over-time">
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
          <p className="meta-line">The chart shows the last {days.length} days; the totals cover them all.</p>
        )}
      </section>
    </div>
  );
}

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="surface-card">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
