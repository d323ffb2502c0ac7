import { Suspense, type ComponentType } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";

type TermsOverlayProps = { Terms: ComponentType; onClose: () => void; onAccept: () => void };

/** The sign-up's Terms & Conditions overlay, over the sign-up dialog. */
export function TermsOverlay({ Terms, onClose, onAccept }: TermsOverlayProps) {
  return (
    <Dialog title="Terms & Conditions" size="wide" onClose={onClose} className="terms-overlay">
      <Suspense fallback={<p role="status">Loading the terms…</p>}>
        <Terms />
      </Suspense>
      <div className="terms-overlay__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onAccept}>I accept</Button>
      </div>
    </Dialog>
  );
}
