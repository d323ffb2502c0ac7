import { Link } from "react-router";
import { formatDate, formatNumber, initialsOf } from "@mp/ui/lib/format.ts";
import type { AdminUser } from "../api/get-users";
import { ColumnHeads } from "../../../components/ui/list-table";
import { RoleItems } from "./role-items";
import { SkeletonLines } from "./skeleton-lines";
import "../../../components/ui/admin-table.css";
import "./users-table.css";
import { EmailAddress } from "../../../components/ui/email-address";
import { LoadingShapes } from "../../../components/ui/loading-shapes";

/** The account menu's low-balance rule (spec section 9): 10 connects or fewer shows in red. */
const LOW_CONNECTS = 10;

const columns = ["User", "Phone", "User type", "Roles", "Plan", "Joined"] as const;

type UsersTableProps = {
  users: readonly AdminUser[];
  caption: string;
  /** The previous page's rows, shown while the next one loads. */
  isStale: boolean;
};

/**
 * A table on wide screens; below 1024 px each row becomes a card (users-table.css), same markup.
 * Name and email share the first column: seven columns left emails broken over lines at 1280 px.
 */
export function UsersTable({ users, caption, isStale }: UsersTableProps) {
  return (
    <div
      className={
        isStale
          ? "admin-table-wrap admin-card users-table-wrap is-stale"
          : "admin-table-wrap admin-card users-table-wrap"
      }
      aria-busy={isStale}
    >
      <table className="admin-table users-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>
          {users.map((user) => (
            <UserRow key={user._id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr>
      <th scope="row">
        <span className="users-table__person">
          <span className="avatar" aria-hidden="true">
            {initialsOf(user.name)}
          </span>
          <span className="users-table__names">
            <Link to={`/users/${user._id}`} className="users-table__name">
              {user.name}
            </Link>
            {user.displayName && user.displayName !== user.name && (
              <span className="users-table__display-name">Shown as {user.displayName}</span>
            )}
            <span className="users-table__email">
              <EmailAddress address={user.email} />
            </span>
          </span>
        </span>
      </th>
      <td data-label="Phone" className="users-table__phone">
        {user.phone ?? <span className="muted">Not given</span>}
      </td>
      <td data-label="User type">{user.userType}</td>
      <td data-label="Roles" className="users-table__roles">
        <Roles user={user} />
      </td>
      <td data-label="Plan">
        <Plan user={user} />
      </td>
      <td data-label="Joined">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
    </tr>
  );
}

function Roles({ user }: { user: AdminUser }) {
  if (!user.additionalusertype && user.AddtionalRole.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="chips">
      <RoleItems account={user} itemClass="chip" />
    </ul>
  );
}

function Plan({ user }: { user: AdminUser }) {
  if (!user.userPlan) return <span className="muted">No plan</span>;
  const { planType, connects } = user.userPlan;
  const balance = connects <= LOW_CONNECTS ? "is-low" : "is-healthy";
  return (
    <span className="plan">
      <span className="plan__name">{planType}</span>
      <span className={`plan__connects ${balance}`}>
        {formatNumber(connects)} {connects === 1 ? "connect" : "connects"}
      </span>
    </span>
  );
}

const skeletonRows = Array.from({ length: 8 }, (_, i) => i);

export function UsersTableSkeleton() {
  return (
    <LoadingShapes className="admin-table-wrap admin-card users-table-wrap" label="Loading users…">
      <table className="admin-table users-table users-table--skeleton" aria-hidden="true">
        <ColumnHeads columns={columns} />
        <tbody>
          {skeletonRows.map((row) => (
            <tr key={row}>
              <th scope="row">
                <span className="users-table__person">
                  <span className="avatar skeleton" />
                  <span className="users-table__names">
                    <SkeletonLines count={2} />
                  </span>
                </span>
              </th>
              {columns.slice(1).map((column) => (
                <td key={column} data-label={column}>
                  <span className="skeleton skeleton--text" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </LoadingShapes>
  );
}
