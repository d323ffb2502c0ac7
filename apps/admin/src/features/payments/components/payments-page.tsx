import { paymentKinds, paymentStatuses } from "@mp/contracts/billing";
import { CreditCard, FilterX, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { usePayments, type AdminPayment } from "../api/payments";
import { usePaymentFilters, type PaymentFilters } from "../use-payment-filters";
import { PaymentDrawer } from "./payment-drawer";
import { amountOf, familyWords, kindWords, providerWords, statusWords } from "./payment-words";
import "./payments.css";

/** Every payment, filtered, newest first; a row opens its details and the refund. */
export function PaymentsPage() {
  const { filters, openId, setFilter, clearFilters, openPayment } = usePaymentFilters();
  const payments = usePayments(filters);
  const rows = payments.data?.pages.flatMap((page) => page.payments) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="payments">
      <PaymentFiltersForm filters={filters} onFilter={setFilter} onClear={clearFilters} />
      {payments.isPending ? (
        <p role="status" className="payments__loading muted">
          Loading payments…
        </p>
      ) : payments.isError ? (
        <LoadFailed query={payments} title="We couldn't load the payments." />
      ) : rows.length === 0 ? (
        filtered ? (
          <StatusMessage
            tone="neutral"
            icon={<FilterX aria-hidden="true" />}
            title="No payments match these filters"
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          >
            Widen the dates or search by another part of the e-mail address.
          </StatusMessage>
        ) : (
          <StatusMessage tone="neutral" icon={<CreditCard aria-hidden="true" />} title="No payments yet">
            Purchases, upgrades, renewals and refunds appear here.
          </StatusMessage>
        )
      ) : (
        <>
          <PaymentsTable payments={rows} onOpen={openPayment} />
          {payments.hasNextPage && (
            <div className="payments__more">
              <Button
                variant="secondary"
                onClick={() => void payments.fetchNextPage()}
                isBusy={payments.isFetchingNextPage}
              >
                {payments.isFetchingNextPage ? "Loading…" : "Show more payments"}
              </Button>
            </div>
          )}
        </>
      )}
      {openId && <PaymentDrawer id={openId} onClose={() => openPayment(null)} />}
    </div>
  );
}

type FiltersProps = {
  filters: PaymentFilters;
  onFilter: (key: keyof PaymentFilters, value: string) => void;
  onClear: () => void;
};

function PaymentFiltersForm({ filters, onFilter, onClear }: FiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [shown, setShown] = useState(filters.search);
  if (filters.search !== shown) {
    setShown(filters.search);
    setSearch(filters.search);
  }
  const select = (key: keyof PaymentFilters, label: string, options: [string, string][]) => (
    <div className="payments-filter">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={filters[key]} onChange={(event) => onFilter(key, event.target.value)}>
        <option value="">All</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="payments-filters"
      role="search"
      aria-label="Filter payments"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter("search", search.trim());
      }}
    >
      <div className="payments-filter payments-filter--search">
        <label htmlFor={`${id}-search`}>Payer e-mail or receipt</label>
        <div className="payments-filter__search">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            placeholder="name@example.com"
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary" aria-label="Search payments">
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      {select(
        "status",
        "Status",
        paymentStatuses.map((s) => [s, statusWords[s]]),
      )}
      {select(
        "kind",
        "Kind",
        paymentKinds.map((k) => [k, kindWords[k]]),
      )}
      {select("provider", "Provider", [
        ["test", providerWords.test],
        ["stripe", providerWords.stripe],
      ])}
      {select("family", "Plan", [
        ["user", familyWords.user],
        ["hire", familyWords.hire],
      ])}
      <div className="payments-filter">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onFilter("from", event.target.value)}
        />
      </div>
      <div className="payments-filter">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onFilter("to", event.target.value)}
        />
      </div>
      {Object.values(filters).some(Boolean) && (
        <Button variant="ghost" className="payments-filters__clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}

function PaymentsTable({ payments, onOpen }: { payments: AdminPayment[]; onOpen: (id: string) => void }) {
  return (
    <div className="payments-table-wrap">
      <table className="payments-table">
        <caption className="visually-hidden">Payments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Payer</th>
            <th scope="col">Plan</th>
            <th scope="col">Kind</th>
            <th scope="col" className="payments-table__amount">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment._id}>
              <th scope="row">
                <span className="payments-table__payer">
                  <span className="payments-table__name">{payment.user.name}</span>
                  <span className="payments-table__email">
                    <Email address={payment.user.email} />
                  </span>
                </span>
              </th>
              <td data-label="Plan">
                <span className="payments-table__plan">
                  <span>{payment.plan.name}</span>
                  <span className="muted">{familyWords[payment.plan.family]}</span>
                </span>
              </td>
              <td data-label="Kind">{kindWords[payment.kind]}</td>
              <td data-label="Amount" className="payments-table__amount">
                {amountOf(payment)}
              </td>
              <td data-label="Status">
                <span className={`payment-status payment-status--${payment.status}`}>
                  {statusWords[payment.status]}
                </span>
              </td>
              <td data-label="Date">
                <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
              </td>
              <td className="payments-table__action">
                <Button variant="secondary" onClick={() => onOpen(payment._id)}>
                  Details<span className="visually-hidden"> of {payment.receiptNumber}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A long address may break after the "@" rather than anywhere. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
