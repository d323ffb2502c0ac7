/** The ids of the site's search boxes, so the mobile bottom bar can send focus to one. */
export const heroSearchId = "hero-search";
export const headerSearchId = "site-search";

/** Focuses the page's own (hero) search box if it has one, else the header's. */
export function focusSearchBox(): void {
  const hero = document.getElementById(heroSearchId);
  if (!hero) {
    document.getElementById(headerSearchId)?.focus();
    return;
  }
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  hero.focus({ preventScroll: true });
  hero.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
}
