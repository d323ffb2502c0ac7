import {
  hideContentSchema,
  MODERATION_NOTE_MAX,
  reportTargetLabels,
  resolveContentSchema,
  type ReportedItem,
} from "@mp/contracts/report";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useModerationMove } from "../api/reports";

export type ModerationDialog = "hide" | "dismiss" | "restore";
type DialogProps = { item: ReportedItem; onClose: () => void };

const noteHint = `Up to ${MODERATION_NOTE_MAX} characters. Kept with the reports and in the audit log.`;
const nameOf = (item: ReportedItem) =>
  `${reportTargetLabels[item.targetType].toLowerCase()} "${item.title ?? "(deleted)"}"`;

/** The confirmation of one moderator's answer to an item; each takes a note. */
export function ModerationActionDialog({ dialog, ...props }: DialogProps & { dialog: ModerationDialog }) {
  switch (dialog) {
    case "hide":
      return <HideDialog {...props} />;
    case "dismiss":
      return <ResolveDialog {...props} move="dismiss" />;
    case "restore":
      return <ResolveDialog {...props} move="restore" />;
  }
}

function useRun(onClose: () => void) {
  const action = useModerationMove();
  const run = async (request: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      notify.success((await action.mutateAsync(request)).message);
      onClose();
    } catch {
      // Shown in the dialog until the next try.
    }
  };
  return { run, isPending: action.isPending, error: action.error?.message ?? null };
}

function HideDialog({ item, onClose }: DialogProps) {
  const { run, isPending, error } = useRun(onClose);
  const form = useSchemaForm(hideContentSchema, {
    defaultValues: { targetType: item.targetType, targetId: item.targetId, note: "" },
  });
  const submit = form.handleSubmit((body) => run({ move: "hide", body }));
  return (
    <Dialog
      title={`Hide the ${nameOf(item)}?`}
      description={
        item.targetType === "message"
          ? "Both people in the conversation read “This message was removed by a moderator.” in its place, at once. The sender gets your note by mail and in their activity log."
          : "It leaves every public page, search and the sitemaps at once. The owner gets your note by mail and in their activity log, and still sees it on their own pages."
      }
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form className="moderation-dialog" onSubmit={submit} noValidate>
        <Field label="Note to the owner (why)" error={form.formState.errors.note?.message} hint={noteHint}>
          {(control) => <textarea {...control} rows={4} maxLength={MODERATION_NOTE_MAX} {...form.register("note")} />}
        </Field>
        <NoteFormEnd error={error} onClose={onClose} busy={isPending} submit="Hide" pending="Hiding…" danger />
      </form>
    </Dialog>
  );
}

const resolveWords = {
  dismiss: {
    title: (item: ReportedItem) => `Dismiss the reports of the ${nameOf(item)}?`,
    description: "The item stays as it is; its open reports leave the queue. The owner is not told.",
    submit: "Dismiss",
    pending: "Dismissing…",
  },
  restore: {
    title: (item: ReportedItem) => `Restore the ${nameOf(item)}?`,
    description: "It shows on the site again at once, and the owner is told by mail and in their activity log.",
    submit: "Restore",
    pending: "Restoring…",
  },
};

function ResolveDialog({ item, onClose, move }: DialogProps & { move: "dismiss" | "restore" }) {
  const { run, isPending, error } = useRun(onClose);
  const words = resolveWords[move];
  const form = useSchemaForm(resolveContentSchema, {
    defaultValues: { targetType: item.targetType, targetId: item.targetId, note: "" },
  });
  const submit = form.handleSubmit((body) => run({ move, body }));
  return (
    <Dialog title={words.title(item)} description={words.description} onClose={onClose} closeOnBackdrop={false}>
      <form className="moderation-dialog" onSubmit={submit} noValidate>
        <Field label="Note (optional)" error={form.formState.errors.note?.message} hint={noteHint}>
          {(control) => <textarea {...control} rows={3} maxLength={MODERATION_NOTE_MAX} {...form.register("note")} />}
        </Field>
        <NoteFormEnd error={error} onClose={onClose} busy={isPending} submit={words.submit} pending={words.pending} />
      </form>
    </Dialog>
  );
}

type NoteFormEndProps = {
  error: string | null;
  onClose: () => void;
  busy: boolean;
  /** The submit button's words, and what it says while the move is under way. */
  submit: string;
  pending: string;
  /** Hiding takes the item down: its button is the danger one. */
  danger?: boolean;
};

/** The end of a moderation dialog's form: the last failure, then Cancel and the submit button. */
function NoteFormEnd({ error, onClose, busy, submit, pending, danger = false }: NoteFormEndProps) {
  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="moderation-dialog__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? "danger" : "primary"} disabled={busy}>
          {busy ? pending : submit}
        </Button>
      </div>
    </>
  );
}
