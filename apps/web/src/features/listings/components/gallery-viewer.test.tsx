import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

const id = "00000000-0000-4000-8000-0000000002a1";

/** The image on show: its source and the caption under it. */
const shown = () => [
  screen.getByRole("img", { name: /^(Front|Inside)$/ }).getAttribute("src"),
  screen.getByText(/ of 2$/).textContent,
];

describe("gallery page", () => {
  it("steps through the images with the arrow keys and goes back to the listing on Escape", async () => {
    server.use(
      http.get(`/api/listings/${id}/gallery`, () =>
        ok([
          { url: "/art/a.svg", caption: "Front" },
          { url: "/art/b.svg", caption: "Inside" },
        ]),
      ),
      http.get(`/api/listings/${id}`, () => failure(404, "Listing not found.")),
    );
    const { user, router } = renderApp(`/gallery/${id}`);
    await screen.findByRole("img", { name: "Front" });
    expect(shown()).toEqual(["/art/a.svg", "Front — 1 of 2"]);
    await user.keyboard("{ArrowRight}");
    expect(shown()).toEqual(["/art/b.svg", "Inside — 2 of 2"]);
    await user.keyboard("{ArrowRight}");
    expect(shown()).toEqual(["/art/a.svg", "Front — 1 of 2"]);
    await user.keyboard("{ArrowLeft}");
    expect(shown()).toEqual(["/art/b.svg", "Inside — 2 of 2"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productdetail/${id}`));
  });

  it("says when there are no images", async () => {
    server.use(http.get(`/api/listings/${id}/gallery`, () => ok([])));
    renderApp(`/gallery/${id}`);
    expect((await screen.findByText("No images yet")).closest("[role=status]")?.textContent).toBe("No images yet");
  });
});
