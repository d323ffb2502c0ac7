import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useCallback, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { PageBanner } from "../../../components/ui/page-banner";
import { userDetailsQueryOptions } from "../../../features/account/api/get-user-details";
import { RequireToken } from "../../../features/auth/components/require-token";
import type { ProfileState } from "../../../lib/paths-profiles";
import { refreshStoredUser, useSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { usePageTitle } from "../../use-page-title";
import "./profile-pages.css";

/** A page of one's own profile: the dark title band, then the content in the page's width once signed in. */
export function ProfileFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <div className="container profile-page">
        <RequireToken>{children}</RequireToken>
      </div>
    </>
  );
}

type WithProfileProps<T> = {
  query: UseQueryResult<T>;
  isOwn: boolean;
  /** One's own page before registering (the profile answers 404). */
  notRegistered: ReactNode;
  /** What another account's missing profile says, and where to go. */
  notFound: { title: string; body: string; action: ReactNode };
  children: (data: T) => ReactNode;
};

/** A profile's page once its profile has loaded, or its loading, missing or error state. */
export function WithProfile<T>({ query, isOwn, notRegistered, notFound, children }: WithProfileProps<T>) {
  if (query.isPending) return <PageStatus>Loading the profile…</PageStatus>;
  if (query.isError) {
    if (isOwn && query.error instanceof ApiError && query.error.status === 404) return notRegistered;
    return <LoadFailed query={query} title="The profile could not be loaded" notFound={notFound} />;
  }
  return children(query.data);
}

type SavedProfile = { userId: string };

/** After a profile is saved: the message, then the owner's profile page showing it. */
export function useShowSavedProfile(profilePath: string) {
  const navigate = useNavigate();
  return (saved: SavedProfile, message = "Profile saved.") => {
    notify.success(message);
    navigate(profilePath, { state: { UserId: saved.userId } });
  };
}

/** After registering: the account read again (see useRefreshAccount), then the message and the new profile. */
export function useShowRegisteredProfile(profilePath: string, message: string) {
  const refreshAccount = useRefreshAccount();
  const showProfile = useShowSavedProfile(profilePath);
  return async (saved: SavedProfile) => {
    await refreshAccount();
    showProfile(saved, message);
  };
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
function useRefreshAccount() {
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

/** A register page's form (`children`), or, for an account that already is `role`, the way to its profile. */
export function UnlessRegistered({
  role,
  icon,
  profilePath,
  children,
}: RegistrationStatusProps & { profilePath: string; children: ReactNode }) {
  const { user, userId } = useSession();
  if (!user?.AddtionalRole.includes(roleTitles[role])) return children;
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
