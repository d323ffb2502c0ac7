import type { User } from "@mp/contracts/user";
import { useUserDetails } from "../../../features/account/api/get-user-details";
import { useSession } from "../../../lib/session";

/** The signed-in user as the server has them now (roles), or as stored while that loads. */
export function useCurrentUser(): { user: User | null; isFresh: boolean } {
  const session = useSession();
  const details = useUserDetails(session.userId ?? "");
  const fresh = session.isLoggedIn && session.userId ? details.data : undefined;
  const user = fresh?.result_value ?? session.user;
  return {
    user: session.isLoggedIn ? user : null,
    isFresh: fresh !== undefined,
  };
}
