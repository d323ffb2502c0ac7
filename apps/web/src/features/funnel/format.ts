import type { AdFunnelRates, AdFunnelTotals, FunnelRates, FunnelTotals } from "@mp/contracts/funnel";

/** "42.5%", or "—" when there was nothing to convert from. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;
}

/** The totals of a funnel: its counts and rates by name (a listing's, the business's or an ad's). */
export type Totals = Readonly<Record<string, number | null>>;

/**
 * One step of a funnel: its count's key, its name and line colour, and either the rate that
 * converts into it (of the step it names) or, for the first step, what it counts.
 */
export type FunnelStep = {
  key: string;
  name: string;
  color: string;
  rate?: string;
  of?: string;
  caption?: string;
};

type StepsOf<T, R> = readonly (FunnelStep & { key: Exclude<keyof T, keyof R | "day">; rate?: keyof R })[];

/** The steps a visit leads to, each a rate of `of`, the step that counts the visits (views, or an ad's clicks). */
const visitSteps = <Of extends string>(of: Of) =>
  [
    { key: "contactClicks", name: "Contact clicks", color: "#1f6b3a", rate: "contactRate", of },
    { key: "messages", name: "Messages", color: "#a3231b", rate: "messageRate", of },
    { key: "saves", name: "Saves", color: "#6b3fa0", rate: "saveRate", of },
  ] as const;

/** The five steps of a listing (and the business) in order; messages and saves are of views. */
export const funnelSteps: StepsOf<FunnelTotals, FunnelRates> = [
  { key: "impressions", name: "Impressions", color: "#22366b", caption: "cards shown in lists" },
  { key: "views", name: "Views", color: "#d68a0a", rate: "viewRate", of: "impressions" },
  ...visitSteps("views"),
];

/** A feature ad's five steps (decision 040): its clicks are the visits it opened; the rest happened in them. */
export const adFunnelSteps: StepsOf<AdFunnelTotals, AdFunnelRates> = [
  { key: "impressions", name: "Impressions", color: "#22366b", caption: "featured cards shown" },
  { key: "clicks", name: "Clicks", color: "#d68a0a", rate: "ctr", of: "impressions" },
  ...visitSteps("clicks"),
];

/** Whether every step of the funnel counted nothing. */
export const isEmptyFunnel = (totals: Totals, steps: readonly FunnelStep[] = funnelSteps) =>
  steps.every((step) => !totals[step.key]);
