import { FilterX, History, Search } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useAudit, type AuditFilters } from "../api/get-audit";
import { AuditRow } from "./audit-row";
import "./audit.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_.-]{0,60}$/;
const TARGET = /^[a-z_]{0,40}$/;

/** The kinds of record admin actions touch, for the filter. */
const targetTypes: [string, string][] = [
  ["payment", "Payment"],
  ["user", "User"],
  ["report", "Report"],
  ["listing", "Listing"],
  ["banner_ad", "Banner ad"],
  ["feature_ad", "Feature ad"],
  ["job", "Job"],
  ["freelancer", "Freelancer"],
  ["client", "Client"],
  ["category", "Category"],
  ["subcategory", "Subcategory"],
  ["plan", "Plan"],
];

/** Actions the panel writes, offered as suggestions (any dotted action can be typed). */
const knownActions = [
  "payment.refund",
  "user.suspend",
  "user.restore",
  "user.role",
  "user.password_reset",
  "user.connects",
  "report.hide",
  "report.restore",
  "report.dismiss",
  "category.create",
  "category.update",
  "category.delete",
  "plan.update",
];

function readFilters(params: URLSearchParams): AuditFilters {
  const get = (key: string, pattern: RegExp) => {
    const value = params.get(key) ?? "";
    return pattern.test(value) ? value : "";
  };
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    action: get("action", ACTION),
    targetType: get("targetType", TARGET),
    from: get("from", DAY),
    to: get("to", DAY),
  };
}

/** Every admin action, newest first: searchable, filterable, each with its before → after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  // One update for several fields: two functional updates in one tick would not see each other.
  const setFilters = (changes: Partial<AuditFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <div className="audit">
      <AuditFiltersForm filters={filters} onFilter={setFilters} onClear={clear} />
      {audit.isPending ? (
        <p role="status" className="muted">
          Loading the audit log…
        </p>
      ) : audit.isError ? (
        <LoadFailed query={audit} title="We couldn't load the audit log." />
      ) : entries.length === 0 ? (
        filtered ? (
          <StatusMessage
            tone="neutral"
            icon={<FilterX aria-hidden="true" />}
            title="No actions match"
            action={
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            }
          >
            Search by part of an action, a record id, an admin&apos;s e-mail or a note.
          </StatusMessage>
        ) : (
          <StatusMessage tone="neutral" icon={<History aria-hidden="true" />} title="No admin actions yet">
            Every refund, suspension, role change, moderation and catalogue edit appears here.
          </StatusMessage>
        )
      ) : (
        <>
          <ol className="audit-list" aria-label="Admin actions, newest first">
            {entries.map((entry) => (
              <AuditRow key={entry._id} entry={entry} />
            ))}
          </ol>
          {audit.hasNextPage && (
            <div className="audit__more">
              <Button variant="secondary" onClick={() => void audit.fetchNextPage()} isBusy={audit.isFetchingNextPage}>
                {audit.isFetchingNextPage ? "Loading…" : "Show older actions"}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

type FiltersProps = {
  filters: AuditFilters;
  onFilter: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
};

function AuditFiltersForm({ filters, onFilter, onClear }: FiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [action, setAction] = useState(filters.action);
  const [shown, setShown] = useState(filters);
  if (shown.search !== filters.search || shown.action !== filters.action) {
    setShown(filters);
    setSearch(filters.search);
    setAction(filters.action);
  }
  const actionValid = ACTION.test(action.trim());
  return (
    <form
      className="audit-filters"
      role="search"
      aria-label="Search the audit log"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(actionValid ? { search: search.trim(), action: action.trim() } : { search: search.trim() });
      }}
    >
      <div className="audit-filter audit-filter--search">
        <label htmlFor={`${id}-search`}>Search</label>
        <div className="audit-filter__search">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Action, record id, admin e-mail or note"
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary" aria-label="Search the log">
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-action`}>Action</label>
        <input
          id={`${id}-action`}
          list={`${id}-actions`}
          value={action}
          maxLength={60}
          aria-invalid={actionValid ? undefined : true}
          aria-describedby={actionValid ? undefined : `${id}-action-error`}
          onChange={(event) => setAction(event.target.value)}
          onBlur={() => actionValid && action.trim() !== filters.action && onFilter({ action: action.trim() })}
        />
        <datalist id={`${id}-actions`}>
          {knownActions.map((known) => (
            <option key={known} value={known} />
          ))}
        </datalist>
        {!actionValid && (
          <p id={`${id}-action-error`} className="audit-filter__error">
            Lower-case words joined by dots, like payment.refund.
          </p>
        )}
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-target`}>Record type</label>
        <select
          id={`${id}-target`}
          value={filters.targetType}
          onChange={(event) => onFilter({ targetType: event.target.value })}
        >
          <option value="">All</option>
          {targetTypes.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onFilter({ from: event.target.value })}
        />
      </div>
      <div className="audit-filter">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onFilter({ to: event.target.value })}
        />
      </div>
      {Object.values(filters).some(Boolean) && (
        <Button variant="ghost" className="audit-filters__clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
