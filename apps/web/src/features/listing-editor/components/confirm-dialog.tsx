import { useState, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import "./confirm-dialog.css";

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Rejects with an Error whose message the dialog shows; resolves once done (the owner closes it). */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
};

/** "Delete …?" with Cancel first (and focused), the destructive button second. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work. Please try again.");
      setIsBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onCancel} className="confirm-dialog">
      <div className="confirm-dialog__body">{children}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} isBusy={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
