import type { BannerAdStatus } from "@mp/contracts/banner-ad";
import { statusNames } from "../format";
import "../../../components/ui/status-chip.css";
import "./banner-status.css";

/** "Scheduled", "Active" or "Ended", as a chip. */
export function BannerStatus({ status }: { status: BannerAdStatus }) {
  return <span className={`status-chip banner-status--${status}`}>{statusNames[status]}</span>;
}
