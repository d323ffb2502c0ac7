import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { notify } from "../../../lib/toast";
import { requestEmailLink } from "../api/account-confirmation";
import { useVerification } from "../api/phone-verification";
import "./phone-confirmation.css";

/**
 * Beside the account's e-mail address: "Confirmed", or "Confirm e-mail", which mails a link to
 * the address; opening it (on /confirmemail) confirms it. With the phone, a "Verified business".
 */
export function EmailConfirmation({ userId }: { userId: string }) {
  const status = useVerification(userId);
  const [isSent, setIsSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  if (!status.data) return null;
  if (status.data.emailVerified) {
    return (
      <span className="account-confirmed">
        <BadgeCheck aria-hidden="true" /> Confirmed
      </span>
    );
  }

  async function sendLink() {
    setError(null);
    setIsSending(true);
    try {
      notify.success(await requestEmailLink());
      setIsSent(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The link could not be sent. Try again.");
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="phone-confirmation">
      {error && <FormAlert>{error}</FormAlert>}
      {isSent && (
        <p role="status" className="phone-confirmation__sent">
          Open the link in that mail to confirm your address. It works for 24 hours.
        </p>
      )}
      <Button variant={isSent ? "ghost" : "secondary"} onClick={() => void sendLink()} isBusy={isSending}>
        {isSent ? "Send a new link" : "Confirm e-mail"}
      </Button>
    </div>
  );
}
