import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";

const id = "00000000-0000-4000-8000-0000000002a1";

describe("gallery page", () => {
  it("steps through the images with the arrow keys and goes back to the listing on Escape", async () => {
    mockApi((url) =>
      url.pathname.endsWith("/gallery")
        ? ok([
            { url: "/art/a.svg", caption: "Front" },
            { url: "/art/b.svg", caption: "Inside" },
          ])
        : failure(404, "Listing not found."),
    );
    const { user, router } = renderApp(`/gallery/${id}`);
    expect(await screen.findByRole("img", { name: "Front" })).toBeTruthy();
    expect(screen.getByText("Front — 1 of 2")).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("img", { name: "Inside" })).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("img", { name: "Front" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("img", { name: "Inside" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productdetail/${id}`));
  });

  it("says when there are no images", async () => {
    mockApi(() => ok([]));
    renderApp(`/gallery/${id}`);
    expect(await screen.findByText("No images yet")).toBeTruthy();
  });
});
