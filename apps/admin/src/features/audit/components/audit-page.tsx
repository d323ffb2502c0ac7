import { History } from "lucide-react";
import { useId } from "react";
import { DateRangeFilter, FilterForm, SelectFilter, useSearchDraft } from "../../../components/ui/filter-fields";
import { FilteredList } from "../../../components/ui/filtered-list";
import { useUrlFilters, type UrlFilters } from "../../../lib/use-url-filters";
import { useAudit, type AuditFilters } from "../api/get-audit";
import { AuditRow } from "./audit-row";
import "../../../components/ui/admin-table.css";
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

const auditFilterKeys = ["search", "action", "targetType", "from", "to"] as const;
const patterns: Record<keyof AuditFilters, RegExp | null> = {
  search: null,
  action: ACTION,
  targetType: TARGET,
  from: DAY,
  to: DAY,
};

function read(key: keyof AuditFilters, value: string): string {
  const pattern = patterns[key];
  if (!pattern) return value.trim().slice(0, 100);
  return pattern.test(value) ? value : "";
}

/** Every admin action, newest first: searchable, filterable, each with its before → after. */
export function AuditPage() {
  const filters = useUrlFilters(auditFilterKeys, read);
  const audit = useAudit(filters.values);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="audit">
      <AuditFiltersForm filters={filters} />
      <FilteredList
        query={audit}
        count={entries.length}
        filters={filters}
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

function AuditFiltersForm({ filters }: { filters: UrlFilters<keyof AuditFilters> }) {
  const { values, set } = filters;
  const id = useId();
  const [action, setAction] = useSearchDraft(values.action);
  const actionValid = ACTION.test(action.trim());
  return (
    <FilterForm
      label="Search the audit log"
      className="audit-filters"
      filters={filters}
      search={{
        label: "Search",
        placeholder: "Action, record id, admin e-mail or note",
        submitLabel: "Search the log",
      }}
      onSearch={(search) => set(actionValid ? { search, action: action.trim() } : { search })}
    >
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
          onBlur={() => actionValid && action.trim() !== values.action && set({ action: action.trim() })}
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
        value={values.targetType}
        options={targetTypes}
        onChange={(targetType) => set({ targetType })}
      />
      <DateRangeFilter id={id} filters={filters} />
    </FilterForm>
  );
}
