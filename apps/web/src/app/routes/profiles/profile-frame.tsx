import { useQueryClient } from "@tanstack/react-query";
import { useCallback, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { PageBanner } from "../../../components/ui/page-banner";
import { userDetailsQueryOptions } from "../../../features/account/api/get-user-details";
import type { ProfileState } from "../../../lib/paths-profiles";
import { refreshStoredUser, useSession } from "../../../lib/session";
import { usePageTitle } from "../../use-page-title";
import "./profile-pages.css";

/** A profile page: the dark title band, then the content in the page's width. */
export function ProfileFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <div className="container profile-page">{children}</div>
    </>
  );
}

/** Whose profile `/freelancerprofile` and `/clientprofile` show: the state's UserId (spec section 2), else one's own. */
export function useProfileUserId(): { userId: string; isOwn: boolean } {
  const state = useLocation().state as Partial<ProfileState> | null;
  const own = useSession().userId ?? "";
  const userId = typeof state?.UserId === "string" && state.UserId !== "" ? state.UserId : own;
  return { userId, isOwn: userId === own };
}

/**
 * After registering: the account's details are read again and the stored user rewritten, so the
 * header's menu (privilege chips, Directory entries) follows at once.
 */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useCallback(async () => {
    if (!userId) return;
    try {
      const details = await queryClient.fetchQuery({ ...userDetailsQueryOptions(userId), staleTime: 0 });
      refreshStoredUser(details.result_value);
    } catch {
      // The menu asks again when it next opens; the registration itself has succeeded.
    }
  }, [queryClient, userId]);
}

export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="profile-page__status">
      {children}
    </p>
  );
}

/** The two profiles an account may register for, as titles spell them. */
const roleTitles = { client: "Client", freelancer: "Freelancer" } as const;

type RegistrationStatusProps = { role: keyof typeof roleTitles; icon: ReactNode };

/** One's own profile page before registering as `role`: what registering gives, and the way to it. */
export function NotRegistered({
  role,
  icon,
  registerPath,
  children,
}: RegistrationStatusProps & { registerPath: string; children: ReactNode }) {
  return (
    <StatusMessage
      tone="neutral"
      icon={icon}
      title={`You are not registered as a ${role} yet`}
      action={
        <Link to={registerPath} className={buttonClasses("primary", undefined)}>
          Register as a {roleTitles[role]}
        </Link>
      }
    >
      {children}
    </StatusMessage>
  );
}

/** The register page of an account that already is `role`: the way to its profile. */
export function AlreadyRegistered({ role, icon, profilePath }: RegistrationStatusProps & { profilePath: string }) {
  const { userId } = useSession();
  return (
    <StatusMessage
      tone="neutral"
      icon={icon}
      title={`You are already registered as a ${role}`}
      action={
        <Link to={profilePath} state={{ UserId: userId }} className={buttonClasses("primary", undefined)}>
          See your profile
        </Link>
      }
    />
  );
}
