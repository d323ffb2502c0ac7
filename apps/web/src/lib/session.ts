import type { User } from "@mp/contracts/user";
import { useSyncExternalStore } from "react";

/**
 * The browser storage keys of spec section 3, spelled as the spec spells them: other code
 * and the admin panel's hand-over read these names.
 */
export const storageKeys = {
  token: "token",
  employerToken: "employerToken",
  userId: "userId",
  userType: "userType",
  clientId: "clientId",
  freelancerId: "freelancerId",
  contact: "contact",
  email: "email",
  employerId: "employerId",
  user: "user",
  availableToHire: "availableToHire",
  hireConnectLeft: "hireConnectLeft",
  addtionaluserType: "addtionaluserType",
  // The visitor's selected category, written by storeSelectedCategory.
  categoryId: "categoryId",
  subcategoryId: "subcategoryId",
  categoryName: "categoryName",
  maincategoryName: "maincategoryName",
} as const;

type SessionKey = Exclude<
  keyof typeof storageKeys,
  "categoryId" | "subcategoryId" | "categoryName" | "maincategoryName"
>;

const sessionKeys: readonly SessionKey[] = [
  "token",
  "employerToken",
  "userId",
  "userType",
  "clientId",
  "freelancerId",
  "contact",
  "email",
  "employerId",
  "user",
  "availableToHire",
  "hireConnectLeft",
  "addtionaluserType",
];

/**
 * What a sign-in stores. A plain user (type User) holding the Super-Admin privilege only
 * hands over to the admin panel: spec section 4 gives it a reduced set, the keys that
 * identify it and the token, without the member, freelancer and hiring values.
 */
export function sessionEntries(user: User, token: string): Partial<Record<SessionKey, string>> {
  const base: Partial<Record<SessionKey, string>> = {
    token,
    employerToken: token,
    userId: user._id,
    userType: user.userType,
    user: JSON.stringify(user),
  };
  if (user.additionalusertype) base.addtionaluserType = user.additionalusertype;
  if (isReducedSession(user)) return base;

  const entries = { ...base, email: user.email, availableToHire: String(user.HireFreelancerAvailable) };
  entries.hireConnectLeft = String(user.RemainingFreelancer);
  if (user.phone) entries.contact = user.phone;
  if (user.ClientId) entries.clientId = user.ClientId;
  if (user.FreelancerId) entries.freelancerId = user.FreelancerId;
  if (user.userType === "Employer") entries.employerId = user._id;
  return entries;
}

export function isReducedSession(user: Pick<User, "userType" | "additionalusertype">): boolean {
  return user.userType === "User" && user.additionalusertype === "Super-Admin";
}

/** Replaces any earlier session with the one a sign-in returned. */
export function storeSession(user: User, token: string): void {
  for (const key of sessionKeys) localStorage.removeItem(storageKeys[key]);
  for (const [key, value] of Object.entries(sessionEntries(user, token))) {
    localStorage.setItem(storageKeys[key as SessionKey], value);
  }
  notifySessionChange();
}

/**
 * Rewrites the stored user, and the keys taken from it (`availableToHire`, `hireConnectLeft`, …),
 * from fresh details of the same account, e.g. once a payment has changed its plan. The token
 * stays; details of another account than the stored one are ignored.
 */
export function refreshStoredUser(user: User): void {
  const token = localStorage.getItem(storageKeys.token);
  if (!token || localStorage.getItem(storageKeys.userId) !== user._id) return;
  for (const [key, value] of Object.entries(sessionEntries(user, token))) {
    if (key !== "token" && key !== "employerToken") localStorage.setItem(storageKeys[key as SessionKey], value);
  }
  notifySessionChange();
}

/**
 * Logout and a 401/403 answer: every stored value goes, as the spec says ("clears all stored
 * data"). `silently` skips telling this tab's components, for a page that is about to leave and
 * keeps its signed-in look meanwhile; other tabs still hear of it.
 */
export function clearStoredData({ silently = false }: { silently?: boolean } = {}): void {
  localStorage.clear();
  if (!silently) notifySessionChange();
}

/** A category the visitor picked in the mega menu, the sidebar or a category page, and maybe one of its subcategories. */
export type CategorySelection = {
  category: { _id: string; categoryName: string };
  subcategory?: { _id: string; subCategoryName: string } | undefined;
};

/**
 * Writes the spec's selected-category keys: categoryId and maincategoryName name the main
 * category; subcategoryId is the subcategory's; categoryName is the name of what was picked
 * last (the subcategory's, else the category's). Picking a category alone drops an older
 * subcategory.
 */
export function storeSelectedCategory({ category, subcategory }: CategorySelection): void {
  localStorage.setItem(storageKeys.categoryId, category._id);
  localStorage.setItem(storageKeys.maincategoryName, category.categoryName);
  if (subcategory) {
    localStorage.setItem(storageKeys.subcategoryId, subcategory._id);
    localStorage.setItem(storageKeys.categoryName, subcategory.subCategoryName);
  } else {
    localStorage.removeItem(storageKeys.subcategoryId);
    localStorage.setItem(storageKeys.categoryName, category.categoryName);
  }
}

/** The token every call that needs the user sends as `Authorization: Bearer`. */
export function readBearerToken(): string | null {
  // The server has no storage: it renders the signed-out page (entry-server.tsx).
  return typeof localStorage === "undefined" ? null : localStorage.getItem(storageKeys.employerToken);
}

/**
 * Ends a session whose employer token has expired (its payload's `exp` is past), so the site
 * does not show a signed-in header for a token the server will refuse. Only the account keys
 * go; the selected category stays. A token whose payload cannot be read is left to the server.
 */
export function removeExpiredSession(now: number = Date.now()): boolean {
  const token = localStorage.getItem(storageKeys.employerToken);
  if (!token || !isTokenExpired(token, now)) return false;
  for (const key of sessionKeys) localStorage.removeItem(storageKeys[key]);
  notifySessionChange();
  return true;
}

export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp !== null && exp * 1000 <= now;
}

/** The `exp` claim (seconds) of a JWT, read from its base64url JSON payload without verifying it. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    const exp = (json as { exp?: unknown } | null)?.exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

export type Session = {
  /** Logged in means a stored token (spec section 4). */
  isLoggedIn: boolean;
  userId: string | null;
  /** The user as stored at sign-in; the account menu refreshes it from the server. */
  user: User | null;
};

const changeEvent = "mp:session-change";

function notifySessionChange() {
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  // Another tab signing in or out.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

let cached: { key: string; session: Session } | null = null;

/**
 * Signed out: also the server's snapshot. A signed-out browser reads this very object, so that
 * hydrating a server-rendered page does not re-render (and hydrate at once) the whole layout.
 */
const loggedOut: Session = { isLoggedIn: false, userId: null, user: null };

/** Reads storage on every call and returns the same object while the stored values stay the same. */
export function readSession(): Session {
  const token = localStorage.getItem(storageKeys.token);
  const userId = localStorage.getItem(storageKeys.userId);
  const userJson = localStorage.getItem(storageKeys.user);
  if (token === null && userId === null && userJson === null) return loggedOut;
  const key = JSON.stringify([token, userId, userJson]);
  if (cached?.key !== key) cached = { key, session: { isLoggedIn: !!token, userId, user: parseUser(userJson) } };
  return cached.session;
}

function parseUser(json: string | null): User | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as User;
  } catch {
    return null;
  }
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => loggedOut);
}

/**
 * One value derived from the session (a boolean, a string): a component high in the page that
 * reads only this renders again after hydration only when the value differs from a signed-out
 * visitor's, not for every signed-in one.
 */
export function useSessionValue<T extends string | number | boolean | null>(select: (session: Session) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(readSession()),
    () => select(loggedOut),
  );
}
