import { AccountMenu } from "../features/account/components/account-menu";
import { AuthButtons } from "../features/auth/components/auth-buttons";
import { useSession } from "../lib/session";
import { config } from "./config";

/** The header's account area: Register and Sign in when logged out, My Account when logged in. */
export function HeaderAccount() {
  const session = useSession();
  const { userId } = session;
  if (session.isLoggedIn && userId) return <AccountMenu session={{ ...session, userId }} adminUrl={config.adminUrl} />;
  return <AuthButtons />;
}
