import type { Payment } from "@mp/contracts/billing";
import { Download, Receipt } from "lucide-react";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDate, formatMoney } from "@mp/ui/lib/format.ts";
import { notify } from "../../../lib/toast";
import { downloadReceipt } from "../api/download-receipt";
import { usePayments } from "../api/history";
import { paymentKindTexts, paymentStatusTexts } from "../describe";
import { Pager } from "../../../components/ui/pager";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/status-chip.css";
import "./subscription.css";

/** The user's payments, newest first, each with its PDF receipt. */
export function PaymentHistory({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const payments = usePayments(userId, page);
  const download = useMutation({
    mutationFn: (payment: Payment) => downloadReceipt(payment._id, payment.receiptNumber),
    onError: (error) => notify.error(error.message),
  });

  if (!payments.isSuccess) {
    return <QueryStatus query={payments} loading="Loading your payments…" failed="Your payments could not be loaded" />;
  }
  const { result_value: rows, meta } = payments.data;
  if (rows.length === 0) {
    return (
      <StatusMessage
        tone="neutral"
        icon={<Receipt aria-hidden="true" />}
        title={page === 1 ? "No payments yet" : "No more payments"}
        action={page > 1 && <Button onClick={() => setPage(1)}>Back to the newest</Button>}
      >
        {page === 1 ? "Your plan purchases, upgrades and renewals will be listed here, with their receipts." : null}
      </StatusMessage>
    );
  }
  return (
    <div className="billing-list" aria-busy={payments.isPlaceholderData || undefined}>
      <ol className="billing-rows" aria-label="Payments">
        {rows.map((payment) => {
          const isBusy = download.isPending && download.variables._id === payment._id;
          return (
            <li key={payment._id} className="billing-row">
              <div className="billing-row__main">
                <p className="billing-row__title">
                  {payment.plan.name} · {paymentKindTexts[payment.kind]}
                </p>
                <p className="billing-row__meta">
                  <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time> · Receipt{" "}
                  {payment.receiptNumber}
                </p>
              </div>
              <div className="billing-row__figures">
                <p className="billing-row__amount">{formatMoney(payment.amountCents, payment.currency)}</p>
                <span className={`status-chip billing-status billing-status--${payment.status}`}>
                  {paymentStatusTexts[payment.status]}
                </span>
              </div>
              <Button
                variant="secondary"
                className="billing-row__action"
                aria-label={`Download receipt ${payment.receiptNumber}`}
                isBusy={isBusy}
                onClick={() => download.mutate(payment)}
              >
                {!isBusy && <Download aria-hidden="true" />}
                {isBusy ? "Downloading…" : "Download receipt"}
              </Button>
            </li>
          );
        })}
      </ol>
      <Pager
        label="Payment pages"
        page={meta.currentPage}
        hasMore={meta.hasMore}
        isBusy={payments.isPlaceholderData}
        onPageChange={setPage}
      />
    </div>
  );
}
