import type { Conversation } from "@mp/contracts/message";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { Ban } from "lucide-react";
import { useState } from "react";
import { notify } from "../../../lib/toast";
import { useSetBlocked } from "../api/blocks";

/**
 * "Block {name}" in a thread, after a confirmation; "Unblock {name}" when the caller has blocked
 * them. A block the other person made is never shown: they only find their sends refused.
 */
export function BlockButton({ conversation }: { conversation: Conversation }) {
  const { otherParty, blockedByMe } = conversation;
  const setBlocked = useSetBlocked(otherParty._id);
  const [confirming, setConfirming] = useState(false);
  const change = async (blocked: boolean) => {
    try {
      notify.success(await setBlocked.mutateAsync(blocked));
      setConfirming(false);
    } catch {
      // The dialog (or the toast for unblocking) says what went wrong.
      if (!blocked) notify.error(`${otherParty.name} could not be unblocked. Try again.`);
    }
  };
  if (blockedByMe) {
    return (
      <Button variant="secondary" isBusy={setBlocked.isPending} onClick={() => void change(false)}>
        Unblock {otherParty.name}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Ban aria-hidden="true" /> Block {otherParty.name}
      </Button>
      {confirming && (
        <Dialog
          title={`Block ${otherParty.name}?`}
          description="Neither of you will be able to send messages to the other, here or in any other conversation, until you unblock them. The messages so far stay readable. They are not told."
          onClose={() => setConfirming(false)}
        >
          {setBlocked.isError && <FormAlert>{setBlocked.error.message}</FormAlert>}
          <div className="block-dialog__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" isBusy={setBlocked.isPending} onClick={() => void change(true)}>
              Block {otherParty.name}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
