import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { paths } from "../../../lib/paths";
import { accountKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { confirmEmail, requestEmailLink } from "../api/account-confirmation";
import "../../../components/ui/centred-panel.css";
import "./email-confirm-panel.css";

const noToken = "This confirmation link is not valid. Ask for a new one from your account.";

/**
 * The mailed link lands here: the token goes to the server at once (it alone proves the address,
 * signed in or not); then the outcome, or the refusal with a way to get a new link.
 */
export function EmailConfirmPanel({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const confirmation = useQuery({
    queryKey: accountKeys.emailConfirmation(token),
    queryFn: () => confirmEmail(token),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });
  const isConfirmed = confirmation.isSuccess;

  useEffect(() => {
    // A signed-in account's "Confirm e-mail" becomes "Confirmed".
    if (isConfirmed) void queryClient.invalidateQueries({ queryKey: accountKeys.verifications });
  }, [isConfirmed, queryClient]);

  if (token && confirmation.isPending) {
    return (
      <div className="centred-panel email-confirm-panel" role="status">
        <h1>Confirming your e-mail address…</h1>
      </div>
    );
  }
  if (confirmation.isSuccess) {
    return (
      <div className="centred-panel email-confirm-panel" role="status">
        <h1>E-mail confirmed</h1>
        <p>{confirmation.data}</p>
        <Link to={paths.home} className={buttonClasses("secondary", undefined)}>
          Back to the marketplace
        </Link>
      </div>
    );
  }
  const message = confirmation.error instanceof Error ? confirmation.error.message : noToken;
  return (
    <div className="centred-panel email-confirm-panel">
      <h1>This link did not work</h1>
      <FormAlert>{message}</FormAlert>
      <NewLink />
    </div>
  );
}

/** Signed in, a new link is a click away; signed out, sign in first. */
function NewLink() {
  const { isLoggedIn } = useSession();
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!isLoggedIn) {
    return (
      <>
        <p>Sign in, then choose “Confirm e-mail” in My Account to get a new link.</p>
        <Link to={paths.login} className={buttonClasses("primary", undefined)}>
          Sign in
        </Link>
      </>
    );
  }

  async function send() {
    setError(null);
    setIsSending(true);
    try {
      const message = await requestEmailLink();
      setSent(message);
      notify.success(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The link could not be sent. Try again.");
    } finally {
      setIsSending(false);
    }
  }

  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      {sent && <p role="status">{sent}</p>}
      <Button variant="primary" isBusy={isSending} onClick={() => void send()}>
        Send a new link
      </Button>
    </>
  );
}
