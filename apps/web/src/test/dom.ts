import { screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

// Shared with the admin panel's tests.
export { descriptionOf } from "@mp/ui/test/dom.ts";

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

/** A window as wide as `width`: matchMedia answers the min-width queries the page asks. */
export function screenWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** happy-dom's IntersectionObserver never reports: this one says at once that every observed element is in view. */
export function everythingInView() {
  vi.stubGlobal(
    "IntersectionObserver",
    class InViewObserver {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe() {
        queueMicrotask(() =>
          this.callback([{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
    },
  );
}
