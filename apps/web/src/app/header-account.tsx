import { AccountMenu } from "../features/account/components/account-menu";
import { AuthButtons } from "../features/auth/components/auth-buttons";
import { MessagesLink } from "../features/messages/components/messages-link";
import { useSession } from "../lib/session";
import { config } from "./config";
import "./header-account.css";

/** The header's account area: Register and Sign in when logged out; Messages and My Account when logged in. */
export function HeaderAccount() {
  const session = useSession();
  const { userId } = session;
  if (session.isLoggedIn && userId) {
    return (
      <div className="header-account">
        <MessagesLink />
        <AccountMenu session={{ ...session, userId }} adminUrl={config.adminUrl} />
      </div>
    );
  }
  return <AuthButtons />;
}
