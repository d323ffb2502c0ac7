import { Suspense } from "react";
import { AuthButtons } from "../features/auth/components/auth-buttons";
import { lazyChunk } from "../lib/load-chunk";
import { useSession } from "../lib/session";
import "./header-account.css";

// A visitor's first view has no account menu, messages link or unread-count poll: they load
// when a session is there (issue 14).
const SignedInAccount = lazyChunk(async () => ({
  default: (await import("./header-account-signed-in")).SignedInAccount,
}));

/** The header's account area: Register and Sign in when logged out; Messages and My Account when logged in. */
export function HeaderAccount() {
  const session = useSession();
  const { userId } = session;
  if (session.isLoggedIn && userId) {
    return (
      <Suspense fallback={<div className="header-account" />}>
        <SignedInAccount session={{ ...session, userId }} />
      </Suspense>
    );
  }
  return <AuthButtons />;
}
