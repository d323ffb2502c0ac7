import type { FormEvent, ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import "./form-card.css";

type CardFormProps = {
  "aria-label": string;
  /** The feature's own class, beside `.form-stack`. */
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own message, above the cards; nothing when empty. */
  error?: ReactNode;
  isBusy: boolean;
  /** The submit button's words, then its words while the form saves ("Saving…"). */
  submit: readonly [label: string, busyLabel: string];
  /** Beside the submit button, e.g. a note on what saving asks. */
  aside?: ReactNode;
  /** The cards (`fieldset.form-card`). */
  children: ReactNode;
};

/** A long form of cards (a listing, a job, a profile): its message on top, its one submit at the bottom. */
export function CardForm({
  className,
  onSubmit,
  error,
  isBusy,
  submit: [label, busyLabel],
  aside,
  children,
  ...labelled
}: CardFormProps) {
  return (
    <form noValidate className={["form-stack", className].filter(Boolean).join(" ")} onSubmit={onSubmit} {...labelled}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {children}
      <div className="form-actions">
        <Button type="submit" isBusy={isBusy}>
          {isBusy ? busyLabel : label}
        </Button>
        {aside}
      </div>
    </form>
  );
}
