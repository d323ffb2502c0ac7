import type { Subscription } from "@mp/contracts/billing";
import { Button } from "@mp/ui/components/button.tsx";
import { formatDate } from "@mp/ui/lib/format.ts";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { useCancelSubscription } from "../api/subscription";

type CancelDialogProps = { userId: string; subscription: Subscription; onClose: () => void };

/** "Cancel at period end" asks first; keeping the plan is the first, focused choice. */
export function CancelDialog({ userId, subscription, onClose }: CancelDialogProps) {
  const cancel = useCancelSubscription(userId);
  const end = formatDate(subscription.currentPeriodEnd);
  const { name } = subscription.plan;
  return (
    <Dialog title={`Cancel ${name} at the end of its period?`} onClose={onClose}>
      <p className="cancel-dialog__body">
        {name} stays yours until <strong>{end}</strong> and is not renewed after that. Nothing is refunded, and you can
        buy a plan again at any time.
      </p>
      {cancel.isError && <FormAlert>{cancel.error.message}</FormAlert>}
      <div className="cancel-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          Keep my plan
        </Button>
        <Button
          variant="danger"
          isBusy={cancel.isPending}
          onClick={() =>
            cancel.mutate(subscription._id, {
              onSuccess: () => {
                notify.success(`${name} ends on ${end}.`);
                onClose();
              },
            })
          }
        >
          {cancel.isPending ? "Cancelling…" : "Cancel at period end"}
        </Button>
      </div>
    </Dialog>
  );
}
