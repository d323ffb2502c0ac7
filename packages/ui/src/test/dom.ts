/** The text of everything a control names in aria-describedby: its hint and its error. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/**
 * The role of the live region (alert or status) that announces this element to a screen reader, or
 * null: what tells a test that a message is not only on the page but said aloud when it appears.
 */
export function liveRole(element: Element): string | null {
  return element.closest('[role="alert"], [role="status"]')?.getAttribute("role") ?? null;
}
