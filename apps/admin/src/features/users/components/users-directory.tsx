import { SearchX, UsersRound } from "lucide-react";
import { useRef } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { countOf } from "@mp/ui/lib/format.ts";
import { USERS_PAGE_SIZE, useUsers, type UserListPage } from "../api/get-users";
import { useUserListParams } from "../use-user-list-params";
import { UserSearch } from "./user-search";
import { Pager } from "../../../components/ui/pager";
import { UsersTable, UsersTableSkeleton } from "./users-table";
import "./users-directory.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

/** Every account, searchable by name or email, a page at a time; the state lives in the URL. */
export function UsersDirectory() {
  const { page, search, setSearch, setPage } = useUserListParams();
  const searchInputRef = useRef<HTMLInputElement>(null);
  const users = useUsers({ page, search });

  function clearSearch() {
    setSearch("");
    searchInputRef.current?.focus();
  }

  function goToPage(next: number) {
    setPage(next);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="users-directory">
      <div className="users-directory__toolbar">
        <UserSearch search={search} onSearch={setSearch} inputRef={searchInputRef} />
        <p className="users-directory__summary" role="status">
          {summarize(users.data, search, users.isPlaceholderData)}
        </p>
      </div>

      {users.isPending ? (
        <UsersTableSkeleton />
      ) : users.isError ? (
        <LoadFailed query={users} title="We couldn't load the users." />
      ) : users.data.users.length > 0 ? (
        <>
          <UsersTable
            users={users.data.users}
            caption={`Users, page ${page}${search ? `, matching “${search}”` : ""}`}
            isStale={users.isPlaceholderData}
          />
          <Pager
            label="Pages of users"
            page={page}
            pageCount={Math.ceil(users.data.meta.total / USERS_PAGE_SIZE)}
            hasMore={users.data.meta.hasMore}
            onPage={goToPage}
          />
        </>
      ) : page > 1 && users.data.meta.total > 0 ? (
        <StatusMessage
          tone="neutral"
          icon={<UsersRound aria-hidden="true" />}
          title={`There is no page ${page}`}
          action={
            <Button variant="secondary" onClick={() => goToPage(1)}>
              Go to the first page
            </Button>
          }
        >
          The list has fewer pages than that.
        </StatusMessage>
      ) : search ? (
        <StatusMessage
          tone="neutral"
          icon={<SearchX aria-hidden="true" />}
          title={`No users match “${search}”`}
          action={
            <Button variant="secondary" onClick={clearSearch}>
              Clear search
            </Button>
          }
        >
          Check the spelling, or search by part of a name or email address.
        </StatusMessage>
      ) : (
        <StatusMessage tone="neutral" icon={<UsersRound aria-hidden="true" />} title="No users yet">
          People appear here once they sign up.
        </StatusMessage>
      )}
    </div>
  );
}

function summarize(data: UserListPage | undefined, search: string, isStale: boolean): string {
  if (!data || isStale) return "Loading users…";
  const { total } = data.meta;
  if (search) return `${countOf(total, "user")} ${total === 1 ? "matches" : "match"} “${search}”`;
  return `${countOf(total, "user")} in all`;
}
