import type { FunnelCounts, FunnelRates } from "@mp/contracts/funnel";

/** "42.5%", or "—" when there was nothing to convert from. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;
}

export type FunnelStep = { key: keyof FunnelCounts; name: string; rate?: keyof FunnelRates; of?: string };

/** The five steps in order; each rate is of the step it names (messages and saves: of views). */
export const funnelSteps: readonly FunnelStep[] = [
  { key: "impressions", name: "Impressions" },
  { key: "views", name: "Views", rate: "viewRate", of: "impressions" },
  { key: "contactClicks", name: "Contact clicks", rate: "contactRate", of: "views" },
  { key: "messages", name: "Messages", rate: "messageRate", of: "views" },
  { key: "saves", name: "Saves", rate: "saveRate", of: "views" },
];

export const isEmptyFunnel = (totals: FunnelCounts) =>
  totals.impressions + totals.views + totals.contactClicks + totals.messages + totals.saves === 0;
