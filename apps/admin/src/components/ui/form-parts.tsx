import type { ComponentProps } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import "./form-parts.css";

/** A whole number of 0 or more, for a `Field`'s control and a `register`ed value. */
export function WholeNumberInput(props: ComponentProps<"input">) {
  return <input className="field__input" type="number" min={0} step={1} inputMode="numeric" {...props} />;
}

type FormActionsProps = {
  className: string;
  busy: boolean;
  /** What the submit button says when not busy ("Save", "Create"). */
  submitLabel: string;
  onCancel: () => void;
};

/** A dialog form's submit ("Saving…" while busy) and Cancel. */
export function FormActions({ className, busy, submitLabel, onCancel }: FormActionsProps) {
  return (
    <div className={className}>
      <Button type="submit" isBusy={busy}>
        {busy ? "Saving…" : submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

type DeleteActionsProps = {
  className: string;
  busy: boolean;
  label: string;
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A dialog's destructive button ("Deleting…" while busy) and Cancel. */
export function DeleteActions({ className, busy, label, disabled, onConfirm, onCancel }: DeleteActionsProps) {
  return (
    <div className={className}>
      <Button variant="danger" disabled={disabled} isBusy={busy} onClick={onConfirm}>
        {busy ? "Deleting…" : label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
