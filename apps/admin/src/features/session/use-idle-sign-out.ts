import { useEffect } from "react";
import { clearAdminStorage } from "../../lib/session-store";

/** What counts as the admin being there: the mouse, the keyboard, touch and scrolling. */
const activityEvents = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/**
 * Signs the panel out after `minutes` without mouse or keyboard activity (ADMIN_IDLE_MINUTES):
 * the token is forgotten and the sign-in screen says why. The server applies the same limit to
 * admin requests; this side covers a panel left open with nothing being asked of the server. A
 * tab that was asleep checks as soon as it is shown again.
 */
export function useIdleSignOut(minutes: number): void {
  useEffect(() => {
    const limit = minutes * 60_000;
    let lastActivity = Date.now();
    const onActivity = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      if (Date.now() - lastActivity >= limit) clearAdminStorage("idle");
    };
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener("visibilitychange", check);
    const timer = window.setInterval(check, Math.min(15_000, limit));
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener("visibilitychange", check);
      window.clearInterval(timer);
    };
  }, [minutes]);
}
