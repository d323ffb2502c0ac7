import type { BannerAdStatsDay } from "@mp/contracts/banner-ad";
import { useId } from "react";
import { formatDay, formatNumber, formatShortDay } from "@mp/ui/lib/format.ts";
import { DayTable, type DayColumn } from "../../../components/ui/day-table";
import { formatCtr } from "../format";

const HEIGHT = 100;
const BAR_GAP = 0.2;
/** The scale spans at least two weeks, so a new ad's first day is one slim bar, not a wall. */
const MIN_SLOTS = 14;

/** The UTC day `count` days after "YYYY-MM-DD". */
function dayAfter(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** A round top for the scale: 2, 5, 10, 20, 50… at least `max` (whole numbers at its middle too). */
function niceMax(max: number): number {
  if (max <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}

type Series = "impressions" | "clicks";
const seriesNames: Record<Series, string> = { impressions: "Impressions", clicks: "Clicks" };

const bannerColumns: DayColumn<BannerAdStatsDay>[] = [
  { label: "Impressions", value: (day) => formatNumber(day.impressions) },
  { label: "Clicks", value: (day) => formatNumber(day.clicks) },
  { label: "CTR", value: (day) => formatCtr(day.impressions, day.clicks) },
];

/**
 * Impressions per day and clicks per day, each as bars on its own scale (clicks are a few in a
 * hundred impressions: on one scale they would not show). Drawn by hand: a few rectangles need
 * no chart library. The table under them says the same for screen readers and exact numbers.
 */
export function BannerStatsChart({ days }: { days: BannerAdStatsDay[] }) {
  return (
    <figure className="banner-stats-chart">
      <SeriesChart series="impressions" days={days} />
      <SeriesChart series="clicks" days={days} />
      <DayTable days={days} columns={bannerColumns} caption="Impressions, clicks and click-through rate per day" />
    </figure>
  );
}

function SeriesChart({ series, days }: { series: Series; days: BannerAdStatsDay[] }) {
  const titleId = useId();
  const descId = useId();
  const name = seriesNames[series];
  const top = niceMax(Math.max(...days.map((d) => d[series])));
  const peak = days.reduce((best, d) => (d[series] > best[series] ? d : best), days[0]!);
  const total = days.reduce((sum, d) => sum + d[series], 0);
  const heightOf = (value: number) => (value / top) * HEIGHT;
  const slots = Math.max(days.length, MIN_SLOTS);
  const lastSlotDay = dayAfter(days[0]!.day, slots - 1);

  return (
    <div className={`banner-stats-chart__series banner-stats-chart__series--${series}`}>
      <h3 className="banner-stats-chart__name" aria-hidden="true">
        {name} per day
      </h3>
      <div className="banner-stats-chart__plot">
        <div className="banner-stats-chart__axis" aria-hidden="true">
          <span>{formatNumber(top)}</span>
          <span>{formatNumber(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          viewBox={`0 0 ${slots} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="banner-stats-chart__svg"
        >
          <title id={titleId}>{`${name} per day`}</title>
          <desc id={descId}>
            {`${formatNumber(total)} over ${days.length} ${days.length === 1 ? "day" : "days"} from ${formatDay(days[0]!.day)} to ${formatDay(days.at(-1)!.day)}; `}
            {`the most on ${formatDay(peak.day)}: ${formatNumber(peak[series])}.`}
          </desc>
          {[0, 0.5].map((share) => (
            <line
              key={share}
              x1={0}
              x2={slots}
              y1={share * HEIGHT}
              y2={share * HEIGHT}
              className="banner-stats-chart__grid"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, i) => (
            <rect
              key={day.day}
              x={i + BAR_GAP / 2}
              width={1 - BAR_GAP}
              y={HEIGHT - heightOf(day[series])}
              height={heightOf(day[series])}
              className="banner-stats-chart__bar"
            />
          ))}
          <line
            x1={0}
            x2={slots}
            y1={HEIGHT}
            y2={HEIGHT}
            className="banner-stats-chart__baseline"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <span aria-hidden="true" />
        <div className="banner-stats-chart__days" aria-hidden="true">
          <span>{formatShortDay(days[0]!.day)}</span>
          <span>{formatShortDay(lastSlotDay)}</span>
        </div>
      </div>
    </div>
  );
}
