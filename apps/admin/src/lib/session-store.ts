import { z } from "zod";

/**
 * The admin session: the bearer token the site handed over and the user id it came with.
 *
 * Kept in localStorage, not sessionStorage: the site's logout sends the browser to
 * `/redirect?clear=true` in the site's own tab, and only localStorage is shared with the admin
 * tab, which then hears a `storage` event and signs out at once. sessionStorage would leave
 * the admin tab signed in after a logout. The token is still checked with the server on every
 * load, and any 401 or 403 wipes it.
 */
const storedSessionSchema = z.object({ token: z.string().min(1), userId: z.string().min(1) });
export type AdminSession = z.infer<typeof storedSessionSchema>;

/** Why there is no session. null: none was ever started on this page. "idle": no activity for ADMIN_IDLE_MINUTES. */
export type SignOutReason = "signed-out" | "expired" | "denied" | "idle";

export type SessionSnapshot = { session: AdminSession | null; reason: SignOutReason | null };

const storageKey = "mp-admin:session";
const listeners = new Set<() => void>();
/** Where the browser refuses storage (some private modes), the session lasts as long as the page. */
let isStorageRefused = false;
let memoryValue: string | null = null;
let reason: SignOutReason | null = null;
let snapshot: SessionSnapshot = { session: null, reason: null };
let snapshotKey: string | null = null;

/** The current session; the same object until something changes (for useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  const raw = readRaw();
  const key = `${reason ?? ""}|${raw ?? ""}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    const session = parseSession(raw);
    snapshot = { session, reason: session ? null : reason };
  }
  return snapshot;
}

export function saveSession(session: AdminSession): void {
  const raw = JSON.stringify(session);
  memoryValue = raw;
  try {
    localStorage.setItem(storageKey, raw);
  } catch {
    isStorageRefused = true;
  }
  reason = null;
  notify();
}

/** Forgets everything the admin panel stored on this origin, and says why. */
export function clearAdminStorage(why: SignOutReason | null): void {
  memoryValue = null;
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Nothing was stored where storage is refused.
  }
  reason = why;
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Another tab of the admin origin signed in or out (the site's logout clears it through /redirect). */
function onStorage(event: StorageEvent) {
  if (event.key !== storageKey && event.key !== null) return;
  if (snapshot.session && !readRaw()) reason = "signed-out";
  notify();
}

function notify() {
  listeners.forEach((listener) => listener());
}

function readRaw(): string | null {
  if (isStorageRefused) return memoryValue;
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return memoryValue;
  }
}

function parseSession(raw: string | null): AdminSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
