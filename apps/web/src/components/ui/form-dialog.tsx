import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import "./form-dialog.css";

type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog that holds a form: a stray click on the backdrop does not throw the input away. */
export function FormDialog({ title, description, onClose, children }: FormDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose} closeOnBackdrop={false}>
      {children}
    </Dialog>
  );
}

type ActionFormProps<V extends FieldValues, TOut> = {
  /** The feature's own class, beside `.action-form`. */
  className?: string;
  form: UseFormReturn<V, unknown, TOut>;
  /** What the action does with the checked input; a failure's message becomes the form's own (errors.root). */
  send: (input: TOut) => Promise<void>;
  /** The failure's message to show; the error's own by default. */
  messageOf?: (error: unknown) => string;
  /** Shown instead of the form's message alone, e.g. with a link to what would help. */
  alert?: ReactNode;
  /** Shows a Cancel button before the action. */
  onCancel?: (() => void) | undefined;
  /** The submit button's words, then its words while the action runs ("Sending…"). */
  submit: readonly [label: string, busyLabel: string];
  "aria-label"?: string;
  children: ReactNode;
};

const errorMessage = (error: unknown) => (error as Error).message;

/** A short form: its fields, its message, then (Cancel and) the one action on the right. */
export function ActionForm<V extends FieldValues, TOut>({
  className,
  form,
  send,
  messageOf = errorMessage,
  alert,
  onCancel,
  submit: [label, busyLabel],
  children,
  ...labelled
}: ActionFormProps<V, TOut>) {
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await send(input);
    } catch (error) {
      form.setError("root", { message: messageOf(error) });
    }
  });
  const message = alert ?? errors.root?.message;
  return (
    <form
      className={["action-form", className].filter(Boolean).join(" ")}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      {...labelled}
    >
      {children}
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div className="action-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? busyLabel : label}
        </Button>
      </div>
    </form>
  );
}
