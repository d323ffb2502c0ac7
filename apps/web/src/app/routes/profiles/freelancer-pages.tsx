import { WELCOME_CONNECTS, type FreelancerProfile } from "@mp/contracts/freelancer";
import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { OwnProfileLinks } from "../../../components/ui/own-profile-links";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { useFreelancerProfile } from "../../../features/freelancers/api/freelancer-profile";
import { FreelancerProfileForm } from "../../../features/freelancers/components/freelancer-profile-form";
import { FreelancerProfileView } from "../../../features/freelancers/components/freelancer-profile-view";
import { HireButton } from "../../../features/hiring/components/hire-button";
import { HiddenNotice } from "../../../components/ui/hidden-notice";
import { SavesCount } from "../../../components/ui/saves-count";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { useSaveCounts } from "../../../lib/save-counts";
import { ReportButton } from "../../../features/moderation/components/report-button";
import { browsePaths } from "../../../lib/paths-browse";
import { freelancerPageUrl, profilePaths } from "../../../lib/paths-profiles";
import { useSession } from "../../../lib/session";
import { uploadImage } from "../../../lib/upload-image";
import { usePageMeta } from "../../use-page-meta";
import {
  NotRegistered,
  PageStatus,
  ProfileFrame,
  useProfileUserId,
  useShowRegisteredProfile,
  useShowSavedProfile,
  UnlessRegistered,
  WithProfile,
} from "./profile-frame";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function NotAFreelancer() {
  return (
    <NotRegistered
      role="freelancer"
      icon={<UserRound aria-hidden="true" />}
      registerPath={profilePaths.registerFreelancer}
    >
      Register to get a public profile that clients find in Hire Freelancers, and {WELCOME_CONNECTS} connects to apply
      to jobs.
    </NotRegistered>
  );
}

/** Loads the freelancer profile of `userId` and renders `children` with it, or its loading, missing or error state. */
function WithFreelancer({
  userId,
  isOwn,
  children,
}: {
  userId: string;
  isOwn: boolean;
  children: (profile: FreelancerProfile) => ReactNode;
}) {
  return (
    <WithProfile
      query={useFreelancerProfile(userId)}
      isOwn={isOwn}
      notRegistered={<NotAFreelancer />}
      notFound={{
        title: "There is no freelancer profile here",
        body: "This account has not registered as a freelancer.",
        action: <Link to={browsePaths.hireFreelancers}>Browse freelancers</Link>,
      }}
    >
      {children}
    </WithProfile>
  );
}

/** `/registerfreelancer`: adds the Freelancer privilege to the signed-in account. */
export function RegisterFreelancerRoute() {
  const { user } = useSession();
  const showRegistered = useShowRegisteredProfile(
    profilePaths.freelancerProfile,
    `You are registered as a freelancer: ${WELCOME_CONNECTS} connects added.`,
  );
  return (
    <ProfileFrame
      title="Register as a Freelancer"
      lead="Tell clients what you do. Your profile appears in Hire Freelancers, and you can apply to jobs."
    >
      <UnlessRegistered
        role="freelancer"
        icon={<UserRound aria-hidden="true" />}
        profilePath={profilePaths.freelancerProfile}
      >
        <FreelancerProfileForm
          profile={null}
          accountName={user?.name ?? ""}
          upload={uploadImage}
          onSaved={showRegistered}
        />
      </UnlessRegistered>
    </ProfileFrame>
  );
}

/** `/freelancerprofile` (state UserId): the owner's view of a freelancer profile, with Edit. */
export function FreelancerProfileRoute() {
  const { userId, isOwn } = useProfileUserId();
  return (
    <ProfileFrame title="Freelancer profile">
      <WithFreelancer userId={userId} isOwn={isOwn}>
        {(profile) => (
          <>
            {isOwn && <HiddenNotice hidden={profile.hidden} />}
            {isOwn && <OwnSaves profileId={profile._id} />}
            <FreelancerProfileView
              profile={profile}
              actions={
                <OwnProfileLinks
                  editPath={isOwn ? profilePaths.editFreelancerProfile : null}
                  publicUrl={freelancerPageUrl(profile._id)}
                />
              }
            />
          </>
        )}
      </WithFreelancer>
    </ProfileFrame>
  );
}

/** How many people keep the owner's profile in their Saved list. */
function OwnSaves({ profileId }: { profileId: string }) {
  const saves = useSaveCounts("freelancer", [profileId]);
  return (
    <p className="profile-page__saves">
      <SavesCount count={saves.data?.[profileId]} />
    </p>
  );
}

/** `/editfreelancerprofile`: the owner edits their own profile and portfolio. */
export function EditFreelancerProfileRoute() {
  const { user, userId } = useSession();
  const showProfile = useShowSavedProfile(profilePaths.freelancerProfile);
  return (
    <ProfileFrame title="Edit freelancer profile" lead="Everything here is public, on your freelancer page.">
      <WithFreelancer userId={userId ?? ""} isOwn>
        {(profile) => (
          <FreelancerProfileForm
            profile={profile}
            accountName={user?.name ?? ""}
            upload={uploadImage}
            onSaved={showProfile}
          />
        )}
      </WithFreelancer>
    </ProfileFrame>
  );
}

/** `/freelancer/{id}`: a freelancer's public page, reached from Hire Freelancers. */
export function FreelancerPublicRoute() {
  const { id = "" } = useParams();
  const { userId } = useSession();
  const profile = useFreelancerProfile(id);
  const shown = profile.data;
  usePageMeta(
    shown ? `${shown.fullName}, ${shown.headline}` : "Freelancer",
    shown ? shown.bio.slice(0, 155) : "A freelancer's profile, portfolio and reviews.",
  );
  return (
    <div className="container profile-page">
      {!shown && (
        <h1 className="profile-page__title">{isNotFound(profile.error) ? "Freelancer not found" : "Freelancer"}</h1>
      )}
      {profile.isPending && <PageStatus>Loading the freelancer…</PageStatus>}
      {profile.isError && (
        <LoadFailed
          query={profile}
          title="The freelancer could not be loaded"
          notFound={{
            title: "There is no freelancer at this address",
            body: "The link may be mistyped, or the freelancer has left.",
            action: <Link to={browsePaths.hireFreelancers}>Browse freelancers</Link>,
          }}
        />
      )}
      {shown && shown.userId === userId && <HiddenNotice hidden={shown.hidden} />}
      {shown && (
        <FreelancerProfileView
          profile={shown}
          headingLevel={1}
          actions={
            shown.userId === userId ? (
              <Link to={profilePaths.editFreelancerProfile} className={buttonClasses("secondary", undefined)}>
                Edit profile
              </Link>
            ) : (
              <>
                <HireButton freelancerUserId={shown.userId} freelancerName={shown.fullName} />
                <FavouriteSlot type="freelancer" id={shown._id} name={shown.fullName} look="button" />
                <ReportButton
                  targetType="freelancer"
                  targetId={shown._id}
                  what={`${shown.fullName}'s profile`}
                  ownerId={shown.userId}
                />
              </>
            )
          }
        />
      )}
    </div>
  );
}
