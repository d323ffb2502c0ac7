import type { AdminUser } from "../features/users/api/get-users";

let nextId = 1;
function uuid(): string {
  return `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
}

/** A user as GET /api/admin/users lists them: a plain User with no plan unless overridden. */
export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const name = overrides.name ?? `Person ${nextId}`;
  const slug = name.toLowerCase().replace(/\W+/g, ".");
  return {
    _id: uuid(),
    name,
    displayName: name,
    email: `${slug}@example.com`,
    phone: "+61 400 000 000",
    userType: "User",
    ClientId: null,
    FreelancerId: null,
    HireFreelancerAvailable: false,
    RemainingFreelancer: 0,
    HireSubscriptionType: null,
    additionalusertype: null,
    AddtionalRole: [],
    userPlan: null,
    connects: 0,
    createdAt: "2025-03-14T09:30:00.000Z",
    ...overrides,
  };
}
