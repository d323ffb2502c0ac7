import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "../../lib/toast";
import { toastKind } from "../../test/dom";
import { Toaster } from "@mp/ui/components/toaster.tsx";

describe("Toaster", () => {
  it("shows toasts at the top right, closable, without injecting a <style> element (the CSP forbids it)", async () => {
    render(<Toaster />);
    notify.success("Login successful!");

    const toast = await screen.findByText("Login successful!");
    expect(document.querySelector(".Toastify__toast-container--top-right")?.contains(toast)).toBe(true);
    // Closable from the toast itself.
    expect(toast.contains(screen.getByRole("button", { name: /close/i }))).toBe(true);
    expect(document.querySelectorAll("style")).toHaveLength(0);
  });

  it("queues toasts raised before the container mounts", async () => {
    notify.error("You are not authorized to access the admin panel");
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Toaster />);
    expect(await toastKind("You are not authorized to access the admin panel")).toBe("error");
  });
});
