import { authMessages } from "@mp/contracts/auth";
import type { User, UserDetailsResponse } from "@mp/contracts/user";
import { LogOut, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { hasPage, laterPages } from "../../../lib/pages";
import { favouritePaths } from "../../../lib/paths-favourites";
import { savedSearchPaths } from "../../../lib/paths-saved-searches";
import { readBearerToken, type Session } from "../../../lib/session";
import { notify, toastDurations } from "../../../lib/toast";
import { openAdminPanel } from "../admin-handoff";
import { canOpenAdminPanel, hasClientPrivilege } from "../account-rules";
import { useUserDetails } from "../api/get-user-details";
import { AccountDetails, type AccountTab } from "./account-details";
import "./account-panel.css";

type AccountPanelProps = {
  id: string;
  session: Session & { userId: string };
  adminUrl: string;
  onNavigate: () => void;
  onLogout: () => void;
};

/** The dropdown's content: the user's details from the server, shown from storage until they arrive. */
export function AccountPanel({ id, session, adminUrl, onNavigate, onLogout }: AccountPanelProps) {
  const details = useUserDetails(session.userId);
  const stored = session.user ? storedDetails(session.user) : null;
  const data = details.data ?? stored;
  const [tab, setTab] = useState<AccountTab>("user");

  if (!data) {
    return (
      <div id={id} className="account-panel account-panel--loading" role={details.isError ? "alert" : "status"}>
        {details.isError ? details.error.message : "Loading your account…"}
      </div>
    );
  }

  const user = data.result_value;
  const plan = data.userPlan ?? user.userPlan;
  const isMember = hasClientPrivilege(user);

  function openAdmin() {
    const token = readBearerToken();
    if (!token || !user.additionalusertype || !canOpenAdminPanel(user)) {
      notify.error(authMessages.adminDenied, toastDurations.adminDenied);
      return;
    }
    const isOpen = openAdminPanel(adminUrl, {
      token,
      userId: user._id,
      additionalusertype: user.additionalusertype,
    });
    if (!isOpen)
      notify.error("Your browser blocked the admin panel's window. Allow pop-ups for this site and try again.");
  }

  return (
    <div id={id} className="account-panel" role="region" aria-label="My Account">
      <div className="account-panel__head">
        <span className="account-panel__avatar" aria-hidden="true">
          {initials(user.displayName || user.name)}
        </span>
        <div className="account-panel__who">
          <p className="account-panel__name">{user.displayName || user.name}</p>
          <p className="account-panel__email">{user.email}</p>
        </div>
      </div>
      {details.isError && (
        <p className="account-panel__stale" role="status">
          These details may be out of date: {details.error.message}
        </p>
      )}
      <AccountDetails
        user={user}
        plan={plan}
        tab={isMember ? tab : "user"}
        tabs={isMember ? ["user", "member"] : ["user"]}
        onTabChange={setTab}
        onNavigate={onNavigate}
      />
      <div className="account-panel__actions">
        {pageLinks
          .filter((link) => hasPage(link.to))
          .map((link) => (
            <Link key={link.to} to={link.to} className="button button--secondary" onClick={onNavigate}>
              {link.label}
            </Link>
          ))}
        <Button variant="secondary" onClick={openAdmin}>
          <ShieldCheck aria-hidden="true" />
          Admin
        </Button>
        <Button aria-haspopup="dialog" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </div>
  );
}

/** The dropdown's page buttons: each appears once its page exists (see lib/pages.ts). */
const pageLinks = [
  { label: "Activity log", to: laterPages.activityLog },
  { label: "View Business", to: laterPages.vendorProducts },
  { label: "Saved", to: favouritePaths.saved },
  { label: "Saved searches", to: savedSearchPaths.savedSearches },
];

function storedDetails(user: User): UserDetailsResponse {
  return { result: 1, result_value: user, userPlan: user.userPlan };
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}
