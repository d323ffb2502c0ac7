import type { BannerAdStatus } from "@mp/contracts/banner-ad";
import { statusNames } from "../format";
import "./banner-status.css";

/** "Scheduled", "Active" or "Ended", as a chip. */
export function BannerStatus({ status }: { status: BannerAdStatus }) {
  return <span className={`banner-status banner-status--${status}`}>{statusNames[status]}</span>;
}
