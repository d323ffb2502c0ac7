import {
  adjustConnectsRequestSchema,
  adminRoleChoices,
  MAX_ADMIN_NOTE_LENGTH,
  MAX_CONNECTS_ADJUSTMENT,
  restoreUserRequestSchema,
  suspendUserRequestSchema,
  changeRoleRequestSchema,
  type AdminRoleChoice,
} from "@mp/contracts/admin-users";
import { Button } from "@mp/ui/components/button.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import type { ReactNode } from "react";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import type { AdminUserDetails } from "../api/get-user-details";
import { useUserAction } from "../api/user-actions";
import "./user-action-dialogs.css";

export type UserDialog = "suspend" | "restore" | "role" | "password-reset" | "connects";

type DialogProps = { user: AdminUserDetails; onClose: () => void };

/** The dialog of one action on the account; each confirms before it acts. */
export function UserActionDialog({ dialog, ...props }: DialogProps & { dialog: UserDialog }) {
  switch (dialog) {
    case "suspend":
      return <SuspendDialog {...props} />;
    case "restore":
      return <RestoreDialog {...props} />;
    case "role":
      return <RoleDialog {...props} />;
    case "password-reset":
      return <PasswordResetDialog {...props} />;
    case "connects":
      return <ConnectsDialog {...props} />;
  }
}

/** Runs the action, toasts its message and closes; a refusal stays in the dialog, said in words. */
function useSubmit(user: AdminUserDetails, onClose: () => void) {
  const action = useUserAction(user.account._id);
  const run = async (request: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      const answer = await action.mutateAsync(request);
      notify.success(answer.message);
      onClose();
    } catch {
      // The error shows in the dialog (FormAlert below) until the next try.
    }
  };
  return { run, isPending: action.isPending, error: action.error?.message ?? null };
}

function Actions({ isPending, submit, pending, onClose, variant = "primary" }: ActionsProps) {
  return (
    <div className="user-dialog__actions">
      <Button type="button" variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={isPending}>
        {isPending ? pending : submit}
      </Button>
    </div>
  );
}
type ActionsProps = {
  isPending: boolean;
  submit: ReactNode;
  pending: string;
  onClose: () => void;
  variant?: "primary" | "danger";
};

const noteHint = `Up to ${MAX_ADMIN_NOTE_LENGTH} characters. Kept on the account and in the audit log.`;

function SuspendDialog({ user, onClose }: DialogProps) {
  const { run, isPending, error } = useSubmit(user, onClose);
  const form = useSchemaForm(suspendUserRequestSchema, { defaultValues: { note: "" } });
  const submit = form.handleSubmit((body) => run({ kind: "suspend", body }));
  return (
    <Dialog
      title={`Suspend ${user.account.name}?`}
      description="They are signed out everywhere at once, cannot sign in, and their listings, ads, jobs and profiles leave the site until you restore the account."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="user-dialog" onSubmit={submit} noValidate>
        <Field label="Note (why)" error={form.formState.errors.note?.message} hint={noteHint}>
          {(control) => <textarea {...control} className="field__input" rows={4} {...form.register("note")} />}
        </Field>
        {error && <FormAlert>{error}</FormAlert>}
        <Actions isPending={isPending} submit="Suspend" pending="Suspending…" onClose={onClose} variant="danger" />
      </form>
    </Dialog>
  );
}

function RestoreDialog({ user, onClose }: DialogProps) {
  const { run, isPending, error } = useSubmit(user, onClose);
  const form = useSchemaForm(restoreUserRequestSchema, { defaultValues: { note: "" } });
  const submit = form.handleSubmit((body) => run({ kind: "restore", body }));
  return (
    <Dialog
      title={`Restore ${user.account.name}?`}
      description="They can sign in again, and what the suspension hid shows again. What a moderator hid stays hidden."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="user-dialog" onSubmit={submit} noValidate>
        <Field label="Note (optional)" error={form.formState.errors.note?.message} hint={noteHint}>
          {(control) => <textarea {...control} className="field__input" rows={3} {...form.register("note")} />}
        </Field>
        {error && <FormAlert>{error}</FormAlert>}
        <Actions isPending={isPending} submit="Restore" pending="Restoring…" onClose={onClose} />
      </form>
    </Dialog>
  );
}

const roleWords: Record<AdminRoleChoice, string> = {
  none: "No additional role",
  Admin: "Admin: opens the admin panel",
  "Super-Admin": "Super-Admin: the admin panel and roles",
};

function RoleDialog({ user, onClose }: DialogProps) {
  const { run, isPending, error } = useSubmit(user, onClose);
  const current = user.account.additionalusertype ?? "none";
  const form = useSchemaForm(changeRoleRequestSchema, { defaultValues: { role: current } });
  const submit = form.handleSubmit((body) => run({ kind: "role", body }));
  return (
    <Dialog
      title={`Change the role of ${user.account.name}`}
      description="Counts from their next request. Only a Super-Admin grants or removes Admin and Super-Admin."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="user-dialog" onSubmit={submit} noValidate>
        <fieldset className="user-dialog__choices">
          <legend className="field__label">Additional user type</legend>
          {adminRoleChoices.map((role) => (
            <label key={role} className="user-dialog__choice">
              <input type="radio" value={role} {...form.register("role")} />
              <span>{roleWords[role]}</span>
            </label>
          ))}
        </fieldset>
        {form.formState.errors.role?.message && <FormAlert>{form.formState.errors.role.message}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
        <Actions isPending={isPending} submit="Change role" pending="Changing…" onClose={onClose} />
      </form>
    </Dialog>
  );
}

function PasswordResetDialog({ user, onClose }: DialogProps) {
  const { run, isPending, error } = useSubmit(user, onClose);
  return (
    <Dialog
      title="Send a password-reset email?"
      description={`${user.account.email} gets the same link as from the site's “Forgot password”, valid for an hour. Their password stays until they use it.`}
      onClose={onClose}
    >
      <form
        className="user-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void run({ kind: "password-reset" });
        }}
      >
        {error && <FormAlert>{error}</FormAlert>}
        <Actions isPending={isPending} submit="Send email" pending="Sending…" onClose={onClose} />
      </form>
    </Dialog>
  );
}

function ConnectsDialog({ user, onClose }: DialogProps) {
  const { run, isPending, error } = useSubmit(user, onClose);
  const form = useSchemaForm(adjustConnectsRequestSchema, { defaultValues: { delta: "", reason: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => run({ kind: "connects", body }));
  const balance = user.balances.connects;
  return (
    <Dialog
      title={`Adjust the connects of ${user.account.name}`}
      description={`They have ${formatNumber(balance)} ${balance === 1 ? "connect" : "connects"}. A positive number grants, a negative one takes (never below zero); the ledger keeps the reason.`}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="user-dialog" onSubmit={submit} noValidate>
        <Field
          label="Connects to add or take"
          error={errors.delta?.message}
          hint={`For example 5 or -3; at most ${formatNumber(MAX_CONNECTS_ADJUSTMENT)} either way.`}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="number"
              inputMode="numeric"
              step={1}
              {...form.register("delta")}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason?.message} hint="The user sees it in their connects history.">
          {(control) => <textarea {...control} className="field__input" rows={3} {...form.register("reason")} />}
        </Field>
        {error && <FormAlert>{error}</FormAlert>}
        <Actions isPending={isPending} submit="Adjust connects" pending="Saving…" onClose={onClose} />
      </form>
    </Dialog>
  );
}
