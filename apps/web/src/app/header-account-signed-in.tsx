import { AccountMenu } from "../features/account/components/account-menu";
import { MessagesLink } from "../features/messages/components/messages-link";
import type { Session } from "../lib/session";
import { config } from "./config";

/** The header's account area of a signed-in visitor: Messages and My Account (a chunk of its own). */
export function SignedInAccount({ session }: { session: Session & { userId: string } }) {
  return (
    <div className="header-account">
      <MessagesLink />
      <AccountMenu session={session} adminUrl={config.adminUrl} />
    </div>
  );
}
