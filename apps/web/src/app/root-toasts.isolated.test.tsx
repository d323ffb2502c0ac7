import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "../lib/toast";
import { toastKind } from "../test/dom";
import { renderApp } from "../test/render";

// One file, one module state: the toast container mounts for good once the first toast is asked for.
describe("the root's toasts", () => {
  it("mounts no toast container until the first toast, then shows that toast and the next ones", async () => {
    renderApp("/");
    await within(await screen.findByRole("banner")).findByRole("button", { name: "Sign in" });
    expect(document.querySelector(".Toastify")).toBeNull();

    act(() => notify.success("Login successful!"));
    expect(await toastKind("Login successful!")).toBe("success");
    expect(document.querySelectorAll(".Toastify")).toHaveLength(1);

    act(() => notify.error("Invalid email or password"));
    expect(await toastKind("Invalid email or password")).toBe("error");
    expect(document.querySelectorAll(".Toastify")).toHaveLength(1);
  });
});
