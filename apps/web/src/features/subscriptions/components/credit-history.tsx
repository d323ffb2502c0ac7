import type { CreditKind, LedgerRow } from "@mp/contracts/credits";
import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDateTime, formatNumber } from "@mp/ui/lib/format.ts";
import { useLedger } from "../api/history";
import { creditKindNames, describeDelta, describeLedgerRow } from "../describe";
import { Pager } from "../../../components/ui/pager";
import { QueryStatus } from "../../../components/ui/query-status";
import "./subscription.css";

const filters: { kind: CreditKind | null; label: string }[] = [
  { kind: null, label: "All" },
  { kind: "connects", label: creditKindNames.connects },
  { kind: "freelancers", label: creditKindNames.freelancers },
];

/** The connects and Remaining Freelancer ledger: every grant, spend and expiry, newest first. */
export function CreditHistory({ userId }: { userId: string }) {
  const [kind, setKind] = useState<CreditKind | null>(null);
  const [page, setPage] = useState(1);
  const ledger = useLedger({ userId, kind, page });

  return (
    <div className="billing-list">
      <div className="billing-filter" role="group" aria-label="Show">
        {filters.map((filter) => (
          <Button
            key={filter.label}
            variant={kind === filter.kind ? "primary" : "secondary"}
            aria-pressed={kind === filter.kind}
            onClick={() => {
              setKind(filter.kind);
              setPage(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <LedgerPage query={ledger} page={page} onPageChange={setPage} />
    </div>
  );
}

type LedgerPageProps = { query: ReturnType<typeof useLedger>; page: number; onPageChange: (page: number) => void };

function LedgerPage({ query, page, onPageChange }: LedgerPageProps) {
  if (!query.isSuccess) {
    return <QueryStatus query={query} loading="Loading your history…" failed="Your history could not be loaded" />;
  }
  const { result_value: rows, meta } = query.data;
  if (rows.length === 0) {
    return (
      <StatusMessage
        tone="neutral"
        icon={<History aria-hidden="true" />}
        title={page === 1 ? "Nothing here yet" : "No more history"}
        action={page > 1 && <Button onClick={() => onPageChange(1)}>Back to the newest</Button>}
      >
        {page === 1 ? "Connects and Remaining Freelancer you receive or spend will be listed here." : null}
      </StatusMessage>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ol className="billing-rows" aria-label="Connects and Remaining Freelancer history">
        {rows.map((row) => (
          <LedgerEntry key={row._id} row={row} />
        ))}
      </ol>
      <Pager
        label="History pages"
        page={meta.currentPage}
        hasMore={meta.hasMore}
        isBusy={query.isPlaceholderData}
        onPageChange={onPageChange}
      />
    </div>
  );
}

function LedgerEntry({ row }: { row: LedgerRow }) {
  return (
    <li className="billing-row">
      <div className="billing-row__main">
        <p className="billing-row__title">{describeLedgerRow(row)}</p>
        <p className="billing-row__meta">
          <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        </p>
      </div>
      <div className="billing-row__figures">
        <p className={`billing-delta billing-delta--${row.delta > 0 ? "in" : "out"}`}>
          {describeDelta(row.kind, row.delta)}
        </p>
        <p className="billing-row__meta">
          {formatNumber(row.balanceAfter)} {row.kind === "connects" ? "connects" : "Remaining Freelancer"} after
        </p>
      </div>
    </li>
  );
}
