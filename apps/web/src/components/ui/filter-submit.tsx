import { Button } from "@mp/ui/components/button.tsx";
import "./browse-tools.css";

/** A filter bar's submit button, then the bar's error (`{id}-error`, which its inputs point to). */
export function FilterSubmit({ id, label, error }: { id: string; label: string; error: string }) {
  return (
    <>
      <Button type="submit" className="browse-filters__full-on-phone">
        {label}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="browse-filters__error">
          {error}
        </p>
      )}
    </>
  );
}
