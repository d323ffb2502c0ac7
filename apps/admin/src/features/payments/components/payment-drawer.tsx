import { adminPaymentMessages, REFUND_NOTE_MAX, refundRequestSchema } from "@mp/contracts/admin-payments";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDate, formatDateTime, formatNumber } from "@mp/ui/lib/format.ts";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { usePayment, useRefund, type AdminPaymentDetail } from "../api/payments";
import { amountOf, familyWords, kindWords, providerWords, statusWords } from "./payment-words";

/** One payment in a side panel (a modal dialog: Escape or Close ends it), with the refund. */
export function PaymentDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const payment = usePayment(id);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);

  return (
    <dialog ref={dialogRef} className="payment-drawer" aria-labelledby={titleId} onClose={onClose}>
      <div className="payment-drawer__head">
        <h2 id={titleId} className="payment-drawer__title">
          {payment.data ? `Payment ${payment.data.receiptNumber}` : "Payment"}
        </h2>
        <Button variant="ghost" onClick={onClose} aria-label="Close the payment details">
          <X aria-hidden="true" />
        </Button>
      </div>
      {payment.isPending ? (
        <p role="status" className="muted">
          Loading the payment…
        </p>
      ) : payment.isError ? (
        <LoadFailed
          query={payment}
          title="We couldn't load this payment."
          notFound={{
            title: adminPaymentMessages.notFound,
            body: "It may have been mistyped in the address.",
            action: <Button onClick={onClose}>Back to the payments</Button>,
          }}
        />
      ) : (
        <PaymentDetails payment={payment.data} />
      )}
    </dialog>
  );
}

function PaymentDetails({ payment }: { payment: AdminPaymentDetail }) {
  const granted = [
    payment.granted.connects > 0 ? `${formatNumber(payment.granted.connects)} connects` : null,
    payment.granted.freelancers > 0 ? `${formatNumber(payment.granted.freelancers)} Remaining Freelancer` : null,
  ].filter(Boolean);
  const rows: [string, ReactNode][] = [
    ["Payer", `${payment.user.name} (${payment.user.email})`],
    ["Plan", `${payment.plan.name} · ${familyWords[payment.plan.family]}`],
    ["Kind", kindWords[payment.kind]],
    ["Amount", amountOf(payment)],
    ["Status", statusWords[payment.status]],
    [
      "Provider",
      `${providerWords[payment.provider]}${payment.providerPaymentId ? ` · ${payment.providerPaymentId}` : ""}`,
    ],
    ["Date", formatDateTime(payment.createdAt)],
    [
      "Period",
      payment.periodStart && payment.periodEnd
        ? `${formatDate(payment.periodStart)} to ${formatDate(payment.periodEnd)}`
        : "—",
    ],
    ["Granted", granted.length > 0 ? granted.join(", ") : "Nothing"],
    [
      "Subscription",
      payment.subscription
        ? `${payment.subscription.status.replace("_", " ")}, period ends ${formatDate(payment.subscription.currentPeriodEnd)}`
        : "—",
    ],
  ];
  if (payment.note) rows.push(["Note", payment.note]);
  return (
    <div className="payment-drawer__body">
      <dl className="payment-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {payment.refund && (
        <section className="payment-refunded" aria-label="Refund">
          <h3>Refunded</h3>
          <p>
            {amountOf(payment.refund)} on {formatDateTime(payment.refund.createdAt)} ({payment.refund.receiptNumber})
          </p>
          {payment.refund.note && <p className="payment-refunded__note">“{payment.refund.note}”</p>}
        </section>
      )}
      {payment.refundable && <RefundForm payment={payment} />}
    </div>
  );
}

function RefundForm({ payment }: { payment: AdminPaymentDetail }) {
  const noteId = useId();
  const errorId = useId();
  const refund = useRefund(payment._id);
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useSchemaForm(refundRequestSchema, { defaultValues: { note: "" } });
  const error = form.formState.errors.note?.message;
  const takes = [
    payment.granted.connects > 0 ? `${formatNumber(payment.granted.connects)} connects` : null,
    payment.granted.freelancers > 0 ? `${formatNumber(payment.granted.freelancers)} Remaining Freelancer` : null,
  ].filter(Boolean);

  async function confirm(note: string) {
    try {
      const result = await refund.mutateAsync({ note });
      const short = result.shortfall.connects + result.shortfall.freelancers;
      notify.success(
        short > 0
          ? `${adminPaymentMessages.refunded} ${formatNumber(short)} already spent could not be taken back.`
          : adminPaymentMessages.refunded,
      );
      setConfirming(null);
    } catch (err) {
      notify.error(err instanceof Error ? err.message : "The refund failed.");
      setConfirming(null);
    }
  }

  return (
    <section className="refund" aria-labelledby={`${noteId}-title`}>
      <h3 id={`${noteId}-title`}>Refund</h3>
      <p className="refund__lead">
        Gives back {amountOf(payment)} in full, once. The plan ends now
        {takes.length > 0 ? ` and ${takes.join(" and ")} granted by this payment are taken back` : ""}.
      </p>
      {confirming === null ? (
        <form onSubmit={form.handleSubmit(({ note }) => setConfirming(note))} noValidate>
          <label htmlFor={noteId} className="refund__label">
            Note (why the payment is refunded)
          </label>
          <textarea
            id={noteId}
            className="admin-input"
            rows={3}
            maxLength={REFUND_NOTE_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register("note")}
          />
          {error && (
            <p id={errorId} className="refund__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="danger">
            Refund {amountOf(payment)}…
          </Button>
        </form>
      ) : (
        <div className="refund__confirm" role="alertdialog" aria-labelledby={`${noteId}-confirm`} aria-modal="false">
          <p id={`${noteId}-confirm`} className="refund__question">
            Refund {amountOf(payment)} to {payment.user.email}?
          </p>
          <p className="refund__note">Note: “{confirming}”</p>
          <div className="refund__actions">
            <Button variant="danger" isBusy={refund.isPending} onClick={() => void confirm(confirming)} autoFocus>
              {refund.isPending ? "Refunding…" : "Yes, refund"}
            </Button>
            <Button variant="secondary" disabled={refund.isPending} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
