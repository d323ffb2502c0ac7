import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../test/render";
import { server } from "../test/server";
import { signIn } from "../test/session";
import { uploadImage } from "./upload-image";

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

describe("uploadImage", () => {
  it("sends the file as multipart with the token, reports the progress and resolves the stored image", async () => {
    const { token } = signIn();
    const image = {
      _id: "00000000-0000-4000-8000-0000000000e1",
      url: "/media/listing-images/e1/1200.webp",
      srcset: "/media/listing-images/e1/640.webp 640w, /media/listing-images/e1/1200.webp 1200w",
      width: 1200,
      height: 800,
    };
    let received: { name: string; authorization: string | null } | undefined;
    server.use(
      http.post("/api/vendor/images", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        received = { name: file.name, authorization: request.headers.get("Authorization") };
        return ok(image, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const stored = await uploadImage(new File(["png"], "shop.png", { type: "image/png" }), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(received).toEqual({ name: "shop.png", authorization: `Bearer ${token}` });
    expect(stored).toEqual(image);
    // One from the upload's progress event (MSW sends the whole body at once), one on completion.
    expect(progress).toEqual([1, 1]);
  });

  it("rejects with the server's message when it refuses the file", async () => {
    signIn();
    server.use(http.post("/api/vendor/images", () => failure(400, "Only JPEG, PNG and WebP images are accepted.")));
    await expect(uploadImage(new File(["x"], "notes.txt", { type: "text/plain" }))).rejects.toMatchObject({
      status: 400,
      message: "Only JPEG, PNG and WebP images are accepted.",
    });
    expect(localStorage.length).toBeGreaterThan(0);
  });
});
