import type { User } from "@mp/contracts/user";
import { laterPages } from "../../lib/pages";

type Role = User["AddtionalRole"][number];

export type DirectoryEntry = {
  label: string;
  to: string;
  /** A registration entry: off for visitors and for those who already hold the role. */
  registersRole?: Role;
};

/** The header's Directory dropdown (spec section 2). */
export const directoryEntries: readonly DirectoryEntry[] = [
  { label: "Register as a Freelancer", to: laterPages.registerFreelancer, registersRole: "Freelancer" },
  { label: "Register as a Client", to: laterPages.registerClient, registersRole: "Client" },
  { label: "Hire Freelancer", to: laterPages.hireFreelancers },
];

/** Spec section 6: registration entries are disabled when logged out or when the role is already held. */
export function isDirectoryEntryDisabled(
  entry: DirectoryEntry,
  viewer: { isLoggedIn: boolean; roles: readonly Role[] },
): boolean {
  if (!entry.registersRole) return false;
  return !viewer.isLoggedIn || viewer.roles.includes(entry.registersRole);
}
