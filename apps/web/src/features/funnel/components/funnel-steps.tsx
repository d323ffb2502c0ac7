import type { FunnelTotals } from "@mp/contracts/funnel";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { formatRate, funnelSteps } from "../format";

/**
 * The five steps side by side, each bar as tall as its count against the first step's (at least a
 * sliver, so a small step still shows), with the share of the step it converts from.
 */
export function FunnelSteps({ totals }: { totals: FunnelTotals }) {
  const top = Math.max(1, ...funnelSteps.map((step) => totals[step.key]));
  return (
    <ol className="funnel-steps" aria-label="The funnel">
      {funnelSteps.map((step) => {
        const count = totals[step.key];
        const share = count === 0 ? 0 : Math.max(0.04, count / top);
        return (
          <li key={step.key} className="funnel-steps__step">
            <span className="funnel-steps__name">{step.name}</span>
            <span className="funnel-steps__count">{formatNumber(count)}</span>
            <span className="funnel-steps__track" aria-hidden="true">
              <span className="funnel-steps__bar" style={{ "--share": share } as React.CSSProperties} />
            </span>
            {/* Every step has its line under the bar, so that the bars stand on one baseline. */}
            <span className="funnel-steps__rate">
              {step.rate ? (
                <>
                  <strong>{formatRate(totals[step.rate])}</strong> of {step.of}
                </>
              ) : (
                "cards shown in lists"
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
