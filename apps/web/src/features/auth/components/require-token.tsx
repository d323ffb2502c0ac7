import { LockKeyhole } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useIsEmployerFlow } from "../../../lib/employer-flow";
import { useSession } from "../../../lib/session";
import { useAuthDialog, type AuthDialogOptions } from "../auth-dialog-context";
import "./require-token.css";

/**
 * Spec section 2's guard for token-only pages: without a stored token it opens the login
 * dialog (switchable to sign-up and forgot password) instead of the page, and shows the page
 * as soon as a sign-in stores one. The server checks the token on every call regardless. On an
 * employer flow's page the dialogs start with the user type Employer (spec section 4).
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const options = useIsEmployerFlow() ? employerOptions : undefined;

  useEffect(() => {
    if (!isLoggedIn) openAuthDialog("login", options);
  }, [isLoggedIn, openAuthDialog, options]);

  if (isLoggedIn) return children;
  return (
    <div className="container require-token">
      <StatusMessage
        tone="neutral"
        icon={<LockKeyhole aria-hidden="true" />}
        title="Sign in to see this page"
        action={<Button onClick={() => openAuthDialog("login", options)}>Sign in</Button>}
      >
        This page belongs to an account. Sign in, or create a free account, to continue.
      </StatusMessage>
    </div>
  );
}

const employerOptions: AuthDialogOptions = { userType: "Employer" };
