import { Suspense, useId } from "react";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { DayTable } from "../../../components/ui/day-table";
import { lazyChunk } from "../../../lib/load-chunk";
import { funnelSteps, type FunnelStep } from "../format";
import type { ChartDay } from "./funnel-chart";

const FunnelChart = lazyChunk(() => import("./funnel-chart"));

type Day = ChartDay & Readonly<Record<string, number | string>>;

/** The steps per day: the chart (its code loaded now), and the same numbers as a table. */
export function FunnelOverTime({ days, steps = funnelSteps }: { days: readonly Day[]; steps?: readonly FunnelStep[] }) {
  const headingId = useId();
  const columns = steps.map((step) => ({ label: step.name, value: (day: Day) => formatNumber(Number(day[step.key])) }));
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
        <FunnelChart days={days} steps={steps} />
      </Suspense>
      <DayTable days={days} columns={columns} />
    </section>
  );
}
