import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import "./filters-panel.css";

type FiltersPanelProps = {
  /** How many filters are on, shown on the button ("Filters · 2"); 0 shows none. */
  activeCount?: number;
  children: ReactNode;
};

/**
 * A results page's filters: in place on wide screens; on phones folded behind a "Filters" button
 * (a disclosure), so the results start in the first screen.
 */
export function FiltersPanel({ activeCount = 0, children }: FiltersPanelProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={isOpen ? "filters-panel is-open" : "filters-panel"}>
      <button
        type="button"
        className="filters-panel__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {activeCount > 0 && <span className="filters-panel__count">{activeCount}</span>}
      </button>
      <div id={panelId} className="filters-panel__body">
        {children}
      </div>
    </div>
  );
}
