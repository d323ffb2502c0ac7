import type { UseQueryResult } from "@tanstack/react-query";
import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDay } from "@mp/ui/lib/format.ts";
import type { FunnelRange } from "../api/funnel";
import { isEmptyFunnel, type FunnelStep, type Totals } from "../format";
import { FunnelOverTime } from "./funnel-over-time";
import { FunnelSteps } from "./funnel-steps";
import { RangeControl } from "./range-control";
import "./funnel.css";

type FrameProps<T> = {
  days: FunnelRange;
  onDaysChange: (days: FunnelRange) => void;
  query: UseQueryResult<T>;
  /** What a 404 (another vendor's id, or one deleted) says, and where it leads. */
  notFound?: { title: string; action: ReactNode };
  children: (data: T) => ReactNode;
};

/** Every funnel page's frame: the period, then the numbers once loaded, or why they are not. */
export function FunnelFrame<T>({ days, onDaysChange, query, notFound, children }: FrameProps<T>) {
  return (
    <div className="funnel" aria-busy={query.isFetching}>
      <RangeControl value={days} onChange={onDaysChange} />
      {query.isPending ? (
        <p role="status" className="funnel__loading">
          Loading the numbers…
        </p>
      ) : query.isError ? (
        <LoadFailed
          query={query}
          title="The numbers could not be loaded"
          notFound={notFound && { ...notFound, body: "It may have been deleted, or it belongs to another account." }}
        />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

type Day = { day: string } & Readonly<Record<string, number | string>>;

type FunnelNumbersProps = {
  /** What the numbers are of: a listing's or an ad's name. */
  name: string;
  data: { from: string; to: string; days: readonly Day[]; totals: Totals };
  steps?: readonly FunnelStep[];
  /** Said when every step counted nothing. */
  empty: ReactNode;
};

/** One listing's or one ad's numbers: its name and period, the steps, then the days. */
export function FunnelNumbers({ name, data, steps, empty }: FunnelNumbersProps) {
  return (
    <>
      <h2 className="funnel__listing">
        {name}
        <span className="funnel__period">
          {formatDay(data.from)} – {formatDay(data.to)}
        </span>
      </h2>
      <FunnelSteps totals={data.totals} steps={steps} />
      {isEmptyFunnel(data.totals, steps) ? (
        <StatusMessage tone="neutral" icon={<BarChart3 aria-hidden="true" />} title="No numbers in these days">
          {empty}
        </StatusMessage>
      ) : (
        <FunnelOverTime days={data.days} steps={steps} />
      )}
    </>
  );
}
