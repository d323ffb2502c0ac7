import { formatNumber } from "@mp/ui/lib/format.ts";
import { formatRate, funnelSteps, type FunnelStep, type Totals } from "../format";
import "../../../components/ui/surface-card.css";

/**
 * The five steps side by side, each bar as tall as its count against the first step's (at least a
 * sliver, so a small step still shows), with the share of the step it converts from.
 */
export function FunnelSteps({ totals, steps = funnelSteps }: { totals: Totals; steps?: readonly FunnelStep[] }) {
  const countOf = (step: FunnelStep) => totals[step.key] ?? 0;
  const top = Math.max(1, ...steps.map(countOf));
  return (
    <ol className="surface-card funnel-steps" aria-label="The funnel">
      {steps.map((step) => {
        const count = countOf(step);
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
                  <strong>{formatRate(totals[step.rate] ?? null)}</strong> of {step.of}
                </>
              ) : (
                step.caption
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
