import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The text of everything a control names in aria-describedby: its hint and its error. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** The open modal dialog with this title (the first one waits for the dialogs' lazy chunk). */
export function dialogNamed(name: string | RegExp) {
  return screen.findByRole("dialog", { name });
}

/** Waits for the dialog titled `name`, open as a modal, with the focus inside it. */
export async function expectModal(name: string | RegExp) {
  const dialog = (await dialogNamed(name)) as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** Waits for the toast saying `text`; returns its kind ("success", "error", …) to check. */
export async function toastKind(text: string | RegExp) {
  const toast = await screen.findByText(text, { selector: ".Toastify__toast" });
  return /Toastify__toast--(\w+)/.exec(toast.className)?.[1];
}
