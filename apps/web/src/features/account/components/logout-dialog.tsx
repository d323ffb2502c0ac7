import { authMessages } from "@mp/contracts/auth";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import { clearStoredData } from "../../../lib/session";
import { logout } from "../api/logout";
import { logoutRedirectUrl } from "../admin-handoff";
import "./logout-dialog.css";

/** Spec section 9: the dialog's close animation, which the redirect waits for. */
export const LOGOUT_CLOSE_ANIMATION_MS = 300;

type LogoutDialogProps = { adminUrl: string; onCancel: () => void };

/**
 * "Are you sure you want to logout?" On yes: the server ends the session (its failure does not
 * keep anyone signed in here), every stored value goes, and after the close animation the
 * browser goes to the admin host's redirect page, which clears the admin side and comes home.
 */
export function LogoutDialog({ adminUrl, onCancel }: LogoutDialogProps) {
  const [isLeaving, setIsLeaving] = useState(false);

  function confirm() {
    // The bearer token is read as the call starts, before the storage is cleared.
    logout().catch(() => {});
    // Silently: the header keeps its look while the dialog plays its close animation.
    clearStoredData({ silently: true });
    setIsLeaving(true);
    window.setTimeout(() => window.location.assign(logoutRedirectUrl(adminUrl)), LOGOUT_CLOSE_ANIMATION_MS);
  }

  return (
    <Dialog title="Log out" onClose={onCancel} isClosing={isLeaving} className="logout-dialog">
      <p className="logout-dialog__question">{authMessages.logoutQuestion}</p>
      <div className="logout-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={isLeaving} data-autofocus>
          Stay Logged In
        </Button>
        <Button variant="danger" onClick={confirm} isBusy={isLeaving}>
          Yes, Logout
        </Button>
      </div>
    </Dialog>
  );
}
