import { useId } from "react";
import { funnelRanges, type FunnelRange } from "../api/funnel";

/** The period of the numbers: the last 7, 30 or 90 days, as radio buttons (arrow keys move between them). */
export function RangeControl({ value, onChange }: { value: FunnelRange; onChange: (days: FunnelRange) => void }) {
  const name = useId();
  return (
    <fieldset className="funnel-range">
      <legend className="funnel-range__legend">Period</legend>
      {funnelRanges.map((days) => (
        <label key={days} className="funnel-range__option">
          <input
            type="radio"
            name={name}
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            className="funnel-range__input"
          />
          <span>Last {days} days</span>
        </label>
      ))}
    </fieldset>
  );
}
