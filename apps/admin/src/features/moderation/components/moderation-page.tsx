import type { ReportStatus } from "@mp/contracts/report";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Pager } from "../../../components/ui/pager";
import { QUEUE_PAGE_SIZE, useReportQueue, type ReportedItem } from "../api/reports";
import { ModerationActionDialog, type ModerationDialog } from "./moderation-dialogs";
import { ReportedItemCard } from "./reported-item-card";
import "./moderation.css";

const tabs: { status: ReportStatus; label: string; empty: string }[] = [
  { status: "open", label: "Open", empty: "No open reports. New reports from visitors appear here." },
  { status: "hidden", label: "Hidden", empty: "Nothing is hidden by a moderator." },
  { status: "dismissed", label: "Dismissed", empty: "No dismissed reports yet." },
  { status: "restored", label: "Restored", empty: "Nothing has been restored yet." },
];

function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const status = tabs.find((tab) => tab.status === params.get("status"))?.status ?? "open";
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const go = (next: { status: ReportStatus; page: number }) =>
    setParams(next.status === "open" && next.page === 1 ? {} : { status: next.status, page: String(next.page) });
  return { status, page, go };
}

/** The moderation queue: reported items by status, each with its reports and the moderator's answers. */
export function ModerationPage({ siteUrl }: { siteUrl: string }) {
  const id = useId();
  const { status, page, go } = useQueueParams();
  const queue = useReportQueue({ status, page });
  const [open, setOpen] = useState<{ item: ReportedItem; dialog: ModerationDialog } | null>(null);
  const items = queue.data?.result_value ?? [];
  const total = queue.data?.meta.total ?? 0;
  const pageCount = Math.ceil(total / QUEUE_PAGE_SIZE);
  const tab = tabs.find((entry) => entry.status === status)!;

  return (
    <div className="moderation">
      <div className="moderation__tabs" role="tablist" aria-label="Reports by status">
        {tabs.map((entry) => (
          <button
            key={entry.status}
            type="button"
            role="tab"
            id={`${id}-${entry.status}`}
            aria-selected={entry.status === status}
            aria-controls={`${id}-panel`}
            className="moderation__tab"
            onClick={() => go({ status: entry.status, page: 1 })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${status}`} className="moderation__panel">
        {queue.isPending ? (
          <p role="status" className="muted">
            Loading reports…
          </p>
        ) : queue.isError ? (
          <LoadFailed query={queue} title="We couldn't load the reports." />
        ) : items.length === 0 ? (
          <StatusMessage tone="neutral" icon={<ShieldCheck aria-hidden="true" />} title={`${tab.label}: nothing here`}>
            {tab.empty}
          </StatusMessage>
        ) : (
          <>
            <p className="moderation__count muted">
              {formatNumber(total)} {total === 1 ? "item" : "items"}
            </p>
            <ul className="moderation__list">
              {items.map((item) => (
                <li key={`${item.targetType}:${item.targetId}`}>
                  <ReportedItemCard item={item} siteUrl={siteUrl} onAction={(dialog) => setOpen({ item, dialog })} />
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <Pager
                label="Pages of reports"
                page={page}
                pageCount={pageCount}
                hasMore={page < pageCount}
                onPage={(next) => go({ status, page: next })}
              />
            )}
          </>
        )}
      </div>
      {open && <ModerationActionDialog item={open.item} dialog={open.dialog} onClose={() => setOpen(null)} />}
    </div>
  );
}
