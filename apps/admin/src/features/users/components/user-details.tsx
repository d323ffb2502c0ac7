import { ArrowLeft, Ban, KeyRound, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { adminUserMessages } from "@mp/contracts/admin-users";
import type { User } from "@mp/contracts/user";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { formatDateTime, initialsOf } from "@mp/ui/lib/format.ts";
import { useUserDetails, type AdminUserDetails } from "../api/get-user-details";
import { RoleItems } from "./role-items";
import { SkeletonLines } from "./skeleton-lines";
import { UserActionDialog, type UserDialog } from "./user-action-dialogs";
import { AccountSection, ActivitySection, LedgerSection, PlansSection, RolesSection } from "./user-sections";
import "../../../components/ui/admin-table.css";
import "./users-table.css";
import "./user-details.css";
import { LoadingShapes } from "../../../components/ui/loading-shapes";

type UserDetailsProps = {
  id: string;
  /** The signed-in admin: what they may do to this account depends on both. */
  me: User;
};

/** One account for an operator: its facts in sections, and the actions their role allows. */
export function UserDetails({ id, me }: UserDetailsProps) {
  const details = useUserDetails(id);
  if (details.isPending) return <UserDetailsSkeleton />;
  if (details.isError) {
    return (
      <LoadFailed
        query={details}
        title="We couldn't load this user."
        notFound={{
          title: adminUserMessages.notFound,
          body: "The account may have been deleted, or the address mistyped.",
          action: <BackToUsers />,
        }}
      />
    );
  }
  return <UserDetailsView user={details.data} me={me} />;
}

function BackToUsers() {
  return (
    <Link to="/users" className="user-back">
      <ArrowLeft aria-hidden="true" />
      All users
    </Link>
  );
}

/** What the signed-in admin may do: nobody acts on themselves; a Super-Admin alone on admins and roles. */
function permissionsOf(user: AdminUserDetails, me: User) {
  const isSelf = user.account._id === me._id;
  const isSuperAdmin = me.additionalusertype === "Super-Admin";
  const target = user.account.additionalusertype;
  const canSuspend = !isSelf && target !== "Super-Admin" && (target === null || isSuperAdmin);
  return { canSuspend, canChangeRole: isSuperAdmin && !isSelf };
}

function UserDetailsView({ user, me }: { user: AdminUserDetails; me: User }) {
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const { account } = user;
  const { canSuspend, canChangeRole } = permissionsOf(user, me);
  const isSuspended = account.suspendedAt !== null;
  return (
    <div className="user-details">
      <BackToUsers />
      <header className="user-header admin-card">
        <span className="avatar avatar--large" aria-hidden="true">
          {initialsOf(account.name)}
        </span>
        <div className="user-header__names">
          <h1 className="user-header__name">{account.name}</h1>
          <p className="user-header__email">{account.email}</p>
          <ul className="user-tags" aria-label="Status and roles">
            {isSuspended ? (
              <li className="user-tag user-tag--suspended">Suspended</li>
            ) : (
              <li className="user-tag user-tag--active">Active</li>
            )}
            <RoleItems account={account} itemClass="user-tag" />
          </ul>
        </div>
        <div className="user-header__actions" role="group" aria-label="Actions">
          {isSuspended
            ? canSuspend && (
                <Button onClick={() => setDialog("restore")}>
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              )
            : canSuspend && (
                <Button variant="danger" onClick={() => setDialog("suspend")}>
                  <Ban aria-hidden="true" />
                  Suspend
                </Button>
              )}
          {!isSuspended && (
            <Button variant="secondary" onClick={() => setDialog("password-reset")}>
              <KeyRound aria-hidden="true" />
              Send password reset
            </Button>
          )}
        </div>
      </header>
      {isSuspended && (
        <div className="user-suspension" role="note">
          <p className="user-suspension__title">
            Suspended on {formatDateTime(account.suspendedAt ?? account.updatedAt)}
          </p>
          {account.suspensionNote && <p className="user-suspension__note">“{account.suspensionNote}”</p>}
          <p className="user-suspension__lead">
            They cannot sign in, and their listings, ads, jobs and profiles are hidden from the site.
          </p>
        </div>
      )}
      <div className="user-sections">
        <AccountSection user={user} />
        <RolesSection user={user} onChangeRole={canChangeRole ? () => setDialog("role") : null} />
        <PlansSection user={user} onAdjust={() => setDialog("connects")} />
        <ActivitySection user={user} />
        <LedgerSection user={user} />
      </div>
      {dialog && <UserActionDialog dialog={dialog} user={user} onClose={() => setDialog(null)} />}
    </div>
  );
}

function UserDetailsSkeleton() {
  return (
    <LoadingShapes className="user-details" label="Loading the user…">
      <div className="user-header admin-card" aria-hidden="true">
        <span className="avatar avatar--large skeleton" />
        <div className="user-header__names">
          <SkeletonLines count={2} />
        </div>
      </div>
      <div className="user-sections" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="user-section">
            <SkeletonLines count={3} />
          </div>
        ))}
      </div>
    </LoadingShapes>
  );
}
