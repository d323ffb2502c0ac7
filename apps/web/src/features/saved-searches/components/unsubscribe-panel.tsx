import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { useUnsubscribe } from "../api/saved-searches";
import "../../../components/ui/centred-panel.css";

/**
 * The mail's unsubscribe link lands here: opening it changes nothing (mail scanners follow links);
 * the button posts the signed token, and the saved search is deleted without signing in.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    const { name } = unsubscribe.data;
    return (
      <div className="centred-panel" role="status">
        <h1>Unsubscribed</h1>
        <p>
          {name
            ? `You will no longer receive alerts for “${name}”.`
            : "You will no longer receive alerts for this saved search."}
        </p>
        <Link to={paths.home} className={buttonClasses("secondary", undefined)}>
          Back to the marketplace
        </Link>
      </div>
    );
  }
  return (
    <div className="centred-panel">
      <h1>Stop these alerts?</h1>
      <p>The saved search this mail came from will be deleted, and its alerts stop. You need not sign in.</p>
      {unsubscribe.isError && <FormAlert>{(unsubscribe.error as Error).message}</FormAlert>}
      <Button
        variant="primary"
        isBusy={unsubscribe.isPending}
        disabled={!token}
        onClick={() => unsubscribe.mutate(token)}
      >
        {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
      </Button>
      {!token && <FormAlert>Invalid link.</FormAlert>}
    </div>
  );
}
