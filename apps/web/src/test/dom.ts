import { screen } from "@testing-library/react";

/** The text of everything a control names in aria-describedby: its hint and its error. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** The open modal dialog with this title (the first one waits for the dialogs' lazy chunk). */
export function dialogNamed(name: string | RegExp) {
  return screen.findByRole("dialog", { name });
}
