import { clientProfiles, freelancers, users } from "@mp/db/schema/index";
import type { User } from "@mp/contracts/user";

/** The columns behind the spec's user (section 3); select them with the freelancer and client profiles left-joined. */
export const userColumns = {
  id: users.id,
  name: users.name,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  userType: users.userType,
  additionalUserType: users.additionalUserType,
  additionalRoles: users.additionalRoles,
  planType: users.planType,
  hirePlanType: users.hirePlanType,
  connects: users.connects,
  remainingFreelancers: users.remainingFreelancers,
  hireFreelancerAvailable: users.hireFreelancerAvailable,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  freelancerId: freelancers.id,
  clientId: clientProfiles.id,
};

export type UserRow = {
  id: string;
  name: string;
  displayName: string | null;
  email: string;
  phone: string | null;
  userType: User["userType"];
  additionalUserType: User["additionalusertype"];
  additionalRoles: User["AddtionalRole"];
  planType: string | null;
  hirePlanType: string | null;
  connects: number;
  remainingFreelancers: number;
  hireFreelancerAvailable: boolean;
  createdAt: Date;
  /** Set while an admin has the account suspended: it signs in nowhere and no session of it counts. */
  suspendedAt: Date | null;
  freelancerId: string | null;
  clientId: string | null;
};

/** The user with the spec's field names. It holds nothing secret: no password hash is ever selected into it. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.displayName ?? row.name,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    ClientId: row.clientId,
    FreelancerId: row.freelancerId,
    HireFreelancerAvailable: row.hireFreelancerAvailable,
    RemainingFreelancer: row.remainingFreelancers,
    HireSubscriptionType: row.hirePlanType,
    additionalusertype: row.additionalUserType,
    AddtionalRole: row.additionalRoles,
    userPlan: row.planType === null ? null : { planType: row.planType, connects: row.connects },
    connects: row.connects,
  };
}
