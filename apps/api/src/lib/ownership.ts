import { eq, sql, type Column, type SQL } from "drizzle-orm";
import type { User } from "@mp/contracts/user";

/** Admins and Super-Admins manage every vendor's rows. */
export function isAdmin(user: Pick<User, "additionalusertype">): boolean {
  return user.additionalusertype === "Admin" || user.additionalusertype === "Super-Admin";
}

/** The rows whose `vendorId` is the user's (listings, ads), or every row for an admin. */
export function ownedBy(vendorId: Column, user: User): SQL {
  return isAdmin(user) ? sql`true` : eq(vendorId, user._id);
}
