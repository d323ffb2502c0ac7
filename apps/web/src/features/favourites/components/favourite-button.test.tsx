import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { toastKind } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { FavouriteButton } from "./favourite-button";

const listingId = "10000000-0000-4000-8000-000000000001";
const savedIds = (listing: string[] = []) =>
  http.get("/api/favourites/mine", () => ok({ listing, job: [], freelancer: [] }));

function renderHeart(onSignInNeeded = vi.fn()) {
  return {
    onSignInNeeded,
    ...renderWithAuth(
      <FavouriteButton type="listing" id={listingId} name="Harbor Bakery" onSignInNeeded={onSignInNeeded} />,
    ),
  };
}

describe("FavouriteButton", () => {
  it("shows a saved item pressed, from the one list of saved ids", async () => {
    signIn();
    server.use(savedIds([listingId]));
    renderHeart();
    const heart = await screen.findByRole("button", { name: "Remove Harbor Bakery from saved" });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
  });

  it("saves at once, before the server answers, and stays saved when it agrees", async () => {
    signIn();
    const answer = deferred();
    server.use(
      savedIds(),
      http.put("/api/favourites/listing/:id", async () => {
        await answer.promise;
        return ok({ saved: true });
      }),
    );
    const sent = recordRequests(server);
    const { user } = renderHeart();
    await waitFor(() => expect(sent.some((r) => r.path === "/api/favourites/mine")).toBe(true));
    await user.click(screen.getByRole("button", { name: "Save Harbor Bakery" }));
    // Pressed while the request is still out.
    expect(screen.getByRole("button", { name: "Remove Harbor Bakery from saved" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    answer.resolve();
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    expect(sent.find((r) => r.method === "PUT")?.path).toBe(`/api/favourites/listing/${listingId}`);
    expect(sent.find((r) => r.method === "PUT")?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(screen.getByRole("button", { name: "Remove Harbor Bakery from saved" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("takes the change back and says why when the server refuses", async () => {
    signIn();
    const limit = "You can keep up to 1,000 saved items. Remove some to save more.";
    server.use(
      savedIds(),
      http.put("/api/favourites/listing/:id", () => failure(409, limit)),
    );
    const { user } = renderHeart();
    await user.click(await screen.findByRole("button", { name: "Save Harbor Bakery" }));
    expect(await toastKind(limit)).toBe("error");
    const heart = screen.getByRole("button", { name: "Save Harbor Bakery" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
  });

  it("unsaves a saved item with DELETE", async () => {
    signIn();
    server.use(
      savedIds([listingId]),
      http.delete("/api/favourites/listing/:id", () => ok({ saved: false })),
    );
    const sent = recordRequests(server);
    const { user } = renderHeart();
    await user.click(await screen.findByRole("button", { name: "Remove Harbor Bakery from saved" }));
    expect((await screen.findByRole("button", { name: "Save Harbor Bakery" })).getAttribute("aria-pressed")).toBe(
      "false",
    );
    await waitFor(() => expect(sent.map((r) => r.method)).toContain("DELETE"));
  });

  it("asks a signed-out visitor to sign in and sends nothing", async () => {
    const sent = recordRequests(server);
    const { user, onSignInNeeded } = renderHeart();
    const heart = screen.getByRole("button", { name: "Save Harbor Bakery" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(sent.filter((r) => r.path.startsWith("/api/favourites"))).toEqual([]);
  });
});
