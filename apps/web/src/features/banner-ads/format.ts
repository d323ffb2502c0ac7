import type { BannerAdStatus, BannerPlacement } from "@mp/contracts/banner-ad";

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
