import { paymentKinds, paymentStatuses } from "@mp/contracts/billing";
import { CreditCard } from "lucide-react";
import { useId } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { DateRangeFilter, FilterForm, SelectFilter } from "../../../components/ui/filter-fields";
import { FilteredList } from "../../../components/ui/filtered-list";
import { ListTable, type Column } from "../../../components/ui/list-table";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { usePayments, type AdminPayment } from "../api/payments";
import type { UrlFilters } from "../../../lib/use-url-filters";
import { usePaymentFilters, type PaymentFilters } from "../use-payment-filters";
import { PaymentDrawer } from "./payment-drawer";
import { amountOf, familyWords, kindWords, providerWords, statusWords } from "./payment-words";
import "../../../components/ui/admin-table.css";
import "./payments.css";
import { EmailAddress } from "../../../components/ui/email-address";

/** Every payment, filtered, newest first; a row opens its details and the refund. */
export function PaymentsPage() {
  const { filters, openId, openPayment } = usePaymentFilters();
  const payments = usePayments(filters.values);
  const rows = payments.data?.pages.flatMap((page) => page.payments) ?? [];

  return (
    <div className="payments">
      <PaymentFiltersForm filters={filters} />
      <FilteredList
        query={payments}
        count={rows.length}
        filters={filters}
        prefix="payments"
        loading="Loading payments…"
        failed="We couldn't load the payments."
        noMatch={{
          title: "No payments match these filters",
          hint: "Widen the dates or search by another part of the e-mail address.",
        }}
        empty={{
          icon: <CreditCard aria-hidden="true" />,
          title: "No payments yet",
          hint: "Purchases, upgrades, renewals and refunds appear here.",
        }}
        more="Show more payments"
      >
        <PaymentsTable payments={rows} onOpen={openPayment} />
      </FilteredList>
      {openId && <PaymentDrawer id={openId} onClose={() => openPayment(null)} />}
    </div>
  );
}

function PaymentFiltersForm({ filters }: { filters: UrlFilters<keyof PaymentFilters> }) {
  const { values, set } = filters;
  const id = useId();
  const select = (key: keyof PaymentFilters, label: string, options: [string, string][]) => (
    <SelectFilter
      id={`${id}-${key}`}
      label={label}
      value={values[key]}
      options={options}
      onChange={(value) => set({ [key]: value })}
    />
  );
  return (
    <FilterForm
      label="Filter payments"
      filters={filters}
      search={{ label: "Payer e-mail or receipt", placeholder: "name@example.com", submitLabel: "Search payments" }}
      onSearch={(search) => set({ search })}
    >
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
      <DateRangeFilter id={id} filters={filters} />
    </FilterForm>
  );
}

const columns: Column[] = [
  "Payer",
  "Plan",
  "Kind",
  { label: "Amount", className: "payments-table__amount" },
  "Status",
  "Date",
  { label: "Details", isHidden: true },
];

function PaymentsTable({ payments, onOpen }: { payments: AdminPayment[]; onOpen: (id: string) => void }) {
  return (
    <ListTable className="admin-table payments-table" caption="Payments, newest first" columns={columns}>
      {payments.map((payment) => (
        <tr key={payment._id}>
          <th scope="row">
            <span className="payments-table__payer">
              <span className="payments-table__name">{payment.user.name}</span>
              <span className="payments-table__email">
                <EmailAddress address={payment.user.email} />
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
            <span className={`payment-status payment-status--${payment.status}`}>{statusWords[payment.status]}</span>
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
    </ListTable>
  );
}
