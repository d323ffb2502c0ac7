import { useId, type ReactNode } from "react";
import "./field.css";

/** What a field's control spreads onto itself to be named, flagged and described. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** The validation or server message, shown under the control and read out with it. */
  error?: string;
  hint?: ReactNode;
  /** A control beside the label, e.g. "Forgot password?". */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
};

/** A label bound to its control, an optional hint, and the error under it. */
export function Field({ label, error, hint, labelAside, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  );
}

/** A message about the whole form (a refused sign-up, a locked request), announced when it appears. */
export function FormAlert({ tone = "error", children }: { tone?: "error" | "success"; children: ReactNode }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`form-alert form-alert--${tone}`}>
      {children}
    </p>
  );
}
