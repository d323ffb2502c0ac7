import type { User } from "@mp/contracts/user";
import { storeSession } from "../lib/session";

let nextUser = 1;

export function makeUser(overrides: Partial<User> = {}): User {
  const n = nextUser++;
  return {
    _id: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: "Ada Lovelace",
    displayName: "Ada Lovelace",
    email: `ada${n}@example.com`,
    phone: "+61 412345678",
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
    ...overrides,
  };
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

/** A JWT-shaped token whose payload expires `secondsFromNow` from now (negative: already expired). */
export function makeToken(secondsFromNow = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: "someone", exp })}.signature`;
}

/** Stores a session as a login would; returns the user and token. */
export function signIn(user: User = makeUser(), token: string = makeToken()) {
  storeSession(user, token);
  return { user, token };
}

/** The body of `POST /api/auth/login` and the social sign-ins. */
export function sessionBody(user: User, token: string = makeToken()) {
  return { result: 1, success: true, token, user };
}
