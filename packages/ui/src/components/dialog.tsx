import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import "./dialog.css";

type DialogProps = {
  title: ReactNode;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  /** Called once the dialog has closed: Escape, the close button, or the backdrop when allowed. */
  onClose: () => void;
  children: ReactNode;
  size?: "narrow" | "wide";
  /** Forms keep their input: a stray click on the backdrop does not throw it away. */
  closeOnBackdrop?: boolean;
  /** Plays the closing animation; the owner unmounts the dialog when it ends. */
  isClosing?: boolean;
  className?: string;
};

/** Where focus starts: an element marked `data-autofocus`, else the first field of the body. */
const initialFocus = "[data-autofocus], .dialog__body :is(input, select, textarea):not([type='hidden'], :disabled)";

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and
 * closes it on Escape. On phones it becomes a full-width sheet from the bottom.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  size = "narrow",
  closeOnBackdrop = true,
  isClosing = false,
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // Guarded: StrictMode runs this twice, and closing in a clean-up would unmount the dialog.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The browser would focus the close button; a form starts at its field instead.
    dialog.querySelector<HTMLElement>(initialFocus)?.focus();
  }, []);

  const classes = ["dialog", `dialog--${size}`, isClosing && "is-closing", className].filter(Boolean).join(" ");
  return (
    <dialog
      ref={dialogRef}
      className={classes}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        // React passes a nested dialog's close event up the tree; only this dialog's own counts.
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__head">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            )}
          </div>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => dialogRef.current?.close()}>
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
