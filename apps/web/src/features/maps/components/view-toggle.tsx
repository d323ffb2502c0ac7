import { List, Map as MapIcon } from "lucide-react";
import "./view-toggle.css";

export type ResultsView = "list" | "map";

type ViewToggleProps = { view: ResultsView; onChange: (view: ResultsView) => void };

/** "List" / "Map": two buttons, the pressed one is the view on screen. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <div role="group" aria-label="Show results as" className="view-toggle">
      <button type="button" aria-pressed={view === "list"} onClick={() => onChange("list")}>
        <List aria-hidden="true" />
        List
      </button>
      <button type="button" aria-pressed={view === "map"} onClick={() => onChange("map")}>
        <MapIcon aria-hidden="true" />
        Map
      </button>
    </div>
  );
}
