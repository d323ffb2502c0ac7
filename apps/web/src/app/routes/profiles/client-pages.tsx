import type { ClientProfileDetailsResponse } from "@mp/contracts/client";
import { Building2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { Pager } from "../../../components/ui/pager";
import { ClientProfileForm } from "../../../features/clients/components/client-profile-form";
import { ClientJobList, ClientProfileView } from "../../../features/clients/components/client-profile-view";
import { useClientDetails } from "../../../lib/client-details-api";
import { hasPage } from "../../../lib/pages";
import { jobPaths, jobUrl } from "../../../lib/paths-jobs";
import { profilePaths } from "../../../lib/paths-profiles";
import { useSession } from "../../../lib/session";
import { uploadImage } from "../../../lib/upload-image";
import {
  NotRegistered,
  ProfileFrame,
  useProfileUserId,
  useShowRegisteredProfile,
  useShowSavedProfile,
  UnlessRegistered,
  WithProfile,
} from "./profile-frame";
import { HiddenNotice } from "../../../components/ui/hidden-notice";

type Details = ClientProfileDetailsResponse;

function NotAClient() {
  return (
    <NotRegistered role="client" icon={<Building2 aria-hidden="true" />} registerPath={profilePaths.registerClient}>
      Register as a client (a member) to post jobs and hire freelancers.
    </NotRegistered>
  );
}

/** The client details of `userId` (the owner's or, for an admin, anyone's), or their loading, missing or error state. */
function WithClient({
  userId,
  isOwn,
  page = 1,
  children,
}: {
  userId: string;
  isOwn: boolean;
  page?: number;
  children: (details: Details) => ReactNode;
}) {
  return (
    <WithProfile
      query={useClientDetails(userId, page)}
      isOwn={isOwn}
      notRegistered={<NotAClient />}
      notFound={{
        title: "There is no client profile here",
        body: "Only its owner sees a client's profile page.",
        action: <Link to="/">Go to the home page</Link>,
      }}
    >
      {children}
    </WithProfile>
  );
}

/** `/registerclient`: adds the Client (member) privilege to the signed-in account. */
export function RegisterClientRoute() {
  const { user } = useSession();
  const showRegistered = useShowRegisteredProfile(profilePaths.clientProfile, "You are registered as a client.");
  return (
    <ProfileFrame
      title="Register as a Client"
      lead="Hire local freelancers and post jobs: tell them who you are and whom you hire for."
    >
      <UnlessRegistered role="client" icon={<Building2 aria-hidden="true" />} profilePath={profilePaths.clientProfile}>
        {user && <ClientProfileForm profile={null} account={user} upload={uploadImage} onSaved={showRegistered} />}
      </UnlessRegistered>
    </ProfileFrame>
  );
}

/** `/clientprofile` (state UserId): the member's own profile with Edit, their allowance and their posted jobs. */
export function ClientProfileRoute() {
  const { userId, isOwn } = useProfileUserId();
  const [page, setPage] = useState(1);
  const canOpenJobs = hasPage(jobUrl("0"));
  return (
    <ProfileFrame title="Client profile">
      <WithClient userId={userId} isOwn={isOwn} page={page}>
        {({ result_value: { findClient, UserDetails, jobs }, meta }) => (
          <>
            {isOwn && <HiddenNotice hidden={findClient.hidden} />}
            <ClientProfileView
              profile={findClient}
              details={UserDetails}
              actions={
                isOwn && (
                  <Link to={profilePaths.editClientProfile} className={buttonClasses("primary", undefined)}>
                    Edit profile
                  </Link>
                )
              }
            />
            <section className="profile-page__section" aria-labelledby="client-jobs-title">
              <h2 id="client-jobs-title">Posted jobs</h2>
              {jobs.length === 0 && page === 1 ? (
                <p className="profile-page__status">
                  No jobs posted yet.{" "}
                  {isOwn && hasPage(jobPaths.postJob) && <Link to={jobPaths.postJob}>Post a job</Link>}
                </p>
              ) : (
                <ClientJobList jobs={jobs} jobUrl={canOpenJobs ? jobUrl : null} />
              )}
              <Pager label="Posted jobs pages" page={page} hasMore={meta.hasMore} onPageChange={setPage} />
            </section>
          </>
        )}
      </WithClient>
    </ProfileFrame>
  );
}

/** `/editclientprofile`: the member edits their own profile. */
export function EditClientProfileRoute() {
  const { user, userId } = useSession();
  const showProfile = useShowSavedProfile(profilePaths.clientProfile);
  return (
    <ProfileFrame title="Edit client profile" lead="Your email and phone number stay private to you.">
      {user && userId && (
        <WithClient userId={userId} isOwn>
          {({ result_value: { findClient } }) => (
            <ClientProfileForm profile={findClient} account={user} upload={uploadImage} onSaved={showProfile} />
          )}
        </WithClient>
      )}
    </ProfileFrame>
  );
}
