import { DEFAULT_ADMIN_IDLE_MINUTES, adminSessionMessages } from "@mp/contracts/admin-session";
import { authMessages } from "@mp/contracts/auth";
import type { User } from "@mp/contracts/user";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Clock, LoaderCircle, LogIn, LogOut, ShieldX, TimerOff } from "lucide-react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { ButtonLink } from "@mp/ui/components/button.tsx";
import { RetryButton } from "@mp/ui/components/load-failed.tsx";
import {
  clearAdminStorage,
  getSessionSnapshot,
  subscribeToSession,
  type AdminSession,
  type SignOutReason,
} from "../../../lib/session-store";
import { isAdmin, sessionUserQueryOptions } from "../api/get-session-user";
import { useIdleSignOut } from "../use-idle-sign-out";
import { SessionScreen } from "./session-screen";
import { sessionKeys } from "../../../lib/query-keys";

type SessionGateProps = {
  productName: string;
  /** The site's home page: where admins start the hand-off. */
  siteUrl: string;
  /** The panel, given the signed-in admin; rendered only once the server confirmed admin rights. */
  children: (admin: User) => ReactNode;
  /** Minutes without activity after which the panel signs out (ADMIN_IDLE_MINUTES). */
  idleMinutes?: number;
};

/** Shows the panel to a confirmed admin, and a screen saying what to do to everyone else. */
export function SessionGate({
  productName,
  siteUrl,
  children,
  idleMinutes = DEFAULT_ADMIN_IDLE_MINUTES,
}: SessionGateProps) {
  const { session, reason } = useSyncExternalStore(subscribeToSession, getSessionSnapshot);
  const token = session?.token ?? null;
  const queryClient = useQueryClient();
  const check = useQuery({ ...sessionUserQueryOptions(token ?? ""), enabled: token !== null });
  const verdict = session && check.data ? judge(session, check.data) : null;

  useEffect(() => {
    // A token without admin rights has no business in the admin origin's storage.
    if (verdict === "denied" || verdict === "expired") clearAdminStorage(verdict);
  }, [verdict]);

  useEffect(() => {
    // One admin's data must never show for the next one. The panel is not mounted while a new
    // token is checked or when there is none, so nothing is reading what goes.
    queryClient.removeQueries({ predicate: ({ queryKey }) => !sessionKeys.isCheckOf(queryKey, token) });
  }, [token, queryClient]);

  const screen = { productName, siteUrl, idleMinutes };
  if (!session) return <SignedOutScreen {...screen} reason={reason} />;
  if (verdict === "denied" || verdict === "expired") return <SignedOutScreen {...screen} reason={verdict} />;
  if (check.isError) {
    // A full page in place of the panel (no panel without a confirmed admin), so not the inline
    // LoadFailed; its Retry button all the same.
    return (
      <SessionScreen
        productName={productName}
        tone="warning"
        icon={<CircleAlert aria-hidden="true" />}
        title="We couldn't check your access"
        actions={<RetryButton query={check} />}
      >
        <p>{check.error.message}</p>
      </SessionScreen>
    );
  }
  if (verdict !== "admin" || !check.data) {
    return (
      <SessionScreen
        productName={productName}
        icon={<LoaderCircle aria-hidden="true" className="spin" />}
        title="Checking your access…"
      >
        <p>One moment while we confirm your admin rights.</p>
      </SessionScreen>
    );
  }
  return (
    <>
      <IdleSignOut minutes={idleMinutes} />
      {children(check.data)}
    </>
  );
}

/** Mounted with the panel only: the inactivity clock runs while an admin is signed in. */
function IdleSignOut({ minutes }: { minutes: number }) {
  useIdleSignOut(minutes);
  return null;
}

function judge(session: AdminSession, user: User): "admin" | "denied" | "expired" {
  if (!isAdmin(user)) return "denied";
  // The token must belong to the user the site said it handed over.
  return user._id === session.userId ? "admin" : "expired";
}

type SignedOutScreenProps = {
  productName: string;
  siteUrl: string;
  idleMinutes: number;
  reason: SignOutReason | null;
};

function SignedOutScreen({ productName, siteUrl, idleMinutes, reason }: SignedOutScreenProps) {
  const howTo = (
    <p>
      Open the admin panel from your account menu on <strong>{productName}</strong>.
    </p>
  );
  const backToSite = (
    <ButtonLink href={siteUrl} variant="primary">
      Go to {productName}
    </ButtonLink>
  );
  const common = { productName, actions: backToSite };

  switch (reason) {
    case "denied":
      return (
        <SessionScreen
          {...common}
          tone="warning"
          icon={<ShieldX aria-hidden="true" />}
          title={authMessages.adminDenied}
        >
          <p>Only Admin and Super-Admin accounts can use it.</p>
          <p>Sign in on {productName} with such an account, then open the admin panel from your account menu.</p>
        </SessionScreen>
      );
    case "expired":
      return (
        <SessionScreen {...common} icon={<TimerOff aria-hidden="true" />} title="Your admin session has ended">
          <p>Sign in again on {productName}, then open the admin panel from your account menu.</p>
        </SessionScreen>
      );
    case "idle":
      return (
        <SessionScreen {...common} icon={<Clock aria-hidden="true" />} title="Signed out for inactivity">
          <p>{adminSessionMessages.idleSignedOut(idleMinutes)}</p>
          <p>Sign in again on {productName}, then open the admin panel from your account menu.</p>
        </SessionScreen>
      );
    case "signed-out":
      return (
        <SessionScreen {...common} icon={<LogOut aria-hidden="true" />} title="You're signed out">
          {howTo}
        </SessionScreen>
      );
    case null:
      return (
        <SessionScreen {...common} icon={<LogIn aria-hidden="true" />} title="Waiting for your sign-in">
          {howTo}
        </SessionScreen>
      );
  }
}
