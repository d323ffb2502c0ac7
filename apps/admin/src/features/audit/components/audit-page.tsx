import { History } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import {
  ClearFilters,
  DateRangeFilter,
  SearchFilter,
  SelectFilter,
  useSearchDraft,
} from "../../../components/ui/filter-fields";
import { FilteredList } from "../../../components/ui/filtered-list";
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
      <FilteredList
        query={audit}
        count={entries.length}
        filtered={filtered}
        onClear={clear}
        prefix="audit"
        loading="Loading the audit log…"
        failed="We couldn't load the audit log."
        noMatch={{
          title: "No actions match",
          hint: "Search by part of an action, a record id, an admin's e-mail or a note.",
        }}
        empty={{
          icon: <History aria-hidden="true" />,
          title: "No admin actions yet",
          hint: "Every refund, suspension, role change, moderation and catalogue edit appears here.",
        }}
        more="Show older actions"
      >
        <ol className="audit-list" aria-label="Admin actions, newest first">
          {entries.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </ol>
      </FilteredList>
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
  const [search, setSearch] = useSearchDraft(filters.search);
  const [action, setAction] = useSearchDraft(filters.action);
  const actionValid = ACTION.test(action.trim());
  return (
    <form
      className="admin-filters audit-filters"
      role="search"
      aria-label="Search the audit log"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(actionValid ? { search: search.trim(), action: action.trim() } : { search: search.trim() });
      }}
    >
      <SearchFilter
        id={`${id}-search`}
        label="Search"
        value={search}
        onChange={setSearch}
        placeholder="Action, record id, admin e-mail or note"
        submitLabel="Search the log"
      />
      <div className="admin-filter">
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
          <p id={`${id}-action-error`} className="admin-filter__error">
            Lower-case words joined by dots, like payment.refund.
          </p>
        )}
      </div>
      <SelectFilter
        id={`${id}-target`}
        label="Record type"
        value={filters.targetType}
        options={targetTypes}
        onChange={(targetType) => onFilter({ targetType })}
      />
      <DateRangeFilter
        id={id}
        from={filters.from}
        to={filters.to}
        onChange={(key, value) => onFilter({ [key]: value })}
      />
      <ClearFilters filters={filters} onClear={onClear} />
    </form>
  );
}
