import type { FunnelDay } from "@mp/contracts/funnel";
import { Suspense, useId } from "react";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { DayTable, type DayColumn } from "../../../components/ui/day-table";
import { lazyChunk } from "../../../lib/load-chunk";

const FunnelChart = lazyChunk(() => import("./funnel-chart"));

const funnelColumns: DayColumn<FunnelDay>[] = [
  { label: "Impressions", value: (day) => formatNumber(day.impressions) },
  { label: "Views", value: (day) => formatNumber(day.views) },
  { label: "Contact clicks", value: (day) => formatNumber(day.contactClicks) },
  { label: "Messages", value: (day) => formatNumber(day.messages) },
  { label: "Saves", value: (day) => formatNumber(day.saves) },
];

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
      <DayTable days={days} columns={funnelColumns} />
    </section>
  );
}
