import { LockKeyhole } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useSession } from "../../../lib/session";
import { useAuthDialog } from "../auth-dialog-context";
import "./require-token.css";

/**
 * Spec section 2's guard for token-only pages: without a stored token it opens the login
 * dialog (switchable to sign-up and forgot password) instead of the page, and shows the page
 * as soon as a sign-in stores one. The server checks the token on every call regardless.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();

  useEffect(() => {
    if (!isLoggedIn) openAuthDialog("login");
  }, [isLoggedIn, openAuthDialog]);

  if (isLoggedIn) return children;
  return (
    <div className="container require-token">
      <StatusMessage
        tone="neutral"
        icon={<LockKeyhole aria-hidden="true" />}
        title="Sign in to see this page"
        action={<Button onClick={() => openAuthDialog("login")}>Sign in</Button>}
      >
        This page belongs to an account. Sign in, or create a free account, to continue.
      </StatusMessage>
    </div>
  );
}
