import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../test/render";
import { server } from "../test/server";
import { signIn } from "../test/session";

// Spec section 7: "A 401 or 403 clears storage and returns to the home page", uploads included.
describe("an image upload refused with 401 or 403", () => {
  it.each([401, 403])("%i clears storage and returns to the home page", async (status) => {
    signIn();
    server.use(
      http.get("/api/vendor/profile", () => ok(null)),
      http.post("/api/vendor/images", () => failure(status, "Please sign in again.")),
    );
    const { user, router } = renderApp("/editprofile");
    const logo = await screen.findByLabelText("Logo");
    await user.upload(logo, new File(["png"], "logo.png", { type: "image/png" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.length).toBe(0);
  });
});
