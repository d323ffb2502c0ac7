import type { User } from "@mp/contracts/user";
import { useOutletContext } from "react-router";

/** The admin the session gate confirmed; the gated layout hands it to every page. */
export type SignedInAdmin = User;

/** For pages under the gated layout: who is signed in, to show only what their role may do. */
export function useSignedInAdmin(): SignedInAdmin {
  return useOutletContext<SignedInAdmin>();
}
