import type { ReactNode } from "react";
import { formatShortDay } from "@mp/ui/lib/format.ts";
import "./day-table.css";
import "./numbers-table.css";

/** One column after the day: its heading and what a day shows in it. */
export type DayColumn<T> = { label: string; value: (day: T) => ReactNode };

type DayTableProps<T> = {
  /** Oldest first, as the charts take them; the table shows the newest first. */
  days: readonly T[];
  columns: readonly DayColumn<T>[];
  /** For screen readers, when the heading above does not say what the numbers are. */
  caption?: string;
};

/**
 * The numbers behind a chart, one row a day, folded under "The numbers day by day": the exact
 * figures, and what a screen reader reads for the chart. Scrolls when long: focusable, so a
 * keyboard can scroll it too.
 */
export function DayTable<T extends { day: string }>({ days, columns, caption }: DayTableProps<T>) {
  return (
    <details className="day-table">
      <summary>The numbers day by day</summary>
      <div className="day-table__scroll" role="region" aria-label="The numbers day by day" tabIndex={0}>
        <table className="numbers-table">
          {caption && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatShortDay(day.day)}</time>
                </th>
                {columns.map((column) => (
                  <td key={column.label}>{column.value(day)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
