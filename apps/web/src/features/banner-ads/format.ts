import type { BannerAdStatus, BannerPlacement } from "@mp/contracts/banner-ad";

const numberFormat = new Intl.NumberFormat("en-US");
const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export const formatNumber = (value: number) => numberFormat.format(value);

/** "2026-11-21" as "Nov 21, 2026" (the ad's days are UTC days). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

/** Clicks per hundred impressions, "—" before any impression. */
export function formatCtr(impressions: number, clicks: number): string {
  if (impressions === 0) return "—";
  return `${((clicks / impressions) * 100).toFixed(1)}%`;
}

export const statusNames: Record<BannerAdStatus, string> = {
  scheduled: "Scheduled",
  active: "Active",
  ended: "Ended",
};

export function placementName(placement: BannerPlacement, categoryName: string | null): string {
  if (placement === "home") return "Home page";
  if (placement === "search") return "Search results";
  return categoryName ? `Category: ${categoryName}` : "A category";
}
