import type { FunnelDay } from "@mp/contracts/funnel";
import { Suspense, useId } from "react";
import { formatNumber, formatShortDay } from "@mp/ui/lib/format.ts";
import { lazyChunk } from "../../../lib/load-chunk";

const FunnelChart = lazyChunk(() => import("./funnel-chart"));

/** The steps per day: the chart (its code loaded now), and the same numbers as a table. */
export function FunnelOverTime({ days }: { days: readonly FunnelDay[] }) {
  const headingId = useId();
  return (
    <section className="funnel-over-time" aria-labelledby={headingId}>
      <h2 id={headingId} className="funnel-over-time__title">
        Day by day
      </h2>
      <Suspense
        fallback={
          <div className="funnel-chart funnel-chart--loading" role="status">
            Drawing the chart…
          </div>
        }
      >
        <FunnelChart days={days} />
      </Suspense>
      <details className="funnel-over-time__table">
        <summary>The numbers day by day</summary>
        <div className="funnel-over-time__scroll" role="region" aria-label="The numbers day by day" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Impressions</th>
                <th scope="col">Views</th>
                <th scope="col">Contact clicks</th>
                <th scope="col">Messages</th>
                <th scope="col">Saves</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{formatShortDay(day.day)}</time>
                  </th>
                  <td>{formatNumber(day.impressions)}</td>
                  <td>{formatNumber(day.views)}</td>
                  <td>{formatNumber(day.contactClicks)}</td>
                  <td>{formatNumber(day.messages)}</td>
                  <td>{formatNumber(day.saves)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
