import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { deferred, failure, ok } from "@mp/ui/test/msw.ts";
import { descriptionOf, expectModal } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";
import { makeImage } from "../testing/fixtures";
import { api } from "../testing/listing-form-setup";

beforeEach(() => sessionStorage.clear());

describe("the cover image", () => {
  it("shows the upload's progress, then the preview; a refusal shows the server's message", async () => {
    const { token } = signIn();
    // The real XMLHttpRequest, through MSW: each upload waits for the test's answer.
    const replies = [deferred<Response>(), deferred<Response>()];
    const uploads: { fileName: string; authorization: string | null }[] = [];
    api(
      http.post("/api/vendor/images", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        uploads.push({ fileName: file.name, authorization: request.headers.get("Authorization") });
        return replies[uploads.length - 1]!.promise;
      }),
    );
    const { user } = renderApp("/addproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    const input = within(form).getByLabelText("Cover image");

    await user.upload(input, new File(["not an image"], "notes.png", { type: "image/png" }));
    await waitFor(() => expect(uploads).toEqual([{ fileName: "notes.png", authorization: `Bearer ${token}` }]));
    const progress = (await within(form).findByLabelText("Uploading the cover… 0%")) as HTMLProgressElement;
    expect(progress.value).toBe(0);
    expect((within(form).getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(true);
    replies[0]!.resolve(failure(400, "Only JPEG, PNG and WebP images are accepted."));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Cover image"))).toContain(
        "Only JPEG, PNG and WebP images are accepted.",
      ),
    );

    await user.upload(
      within(form).getByLabelText("Cover image"),
      new File(["jpeg"], "shop.jpg", { type: "image/jpeg" }),
    );
    const { caption: _caption, ...image } = makeImage();
    replies[1]!.resolve(ok(image, { status: 201 }));
    const preview = await within(form).findByRole("img", { name: "Cover preview" });
    expect(preview.getAttribute("srcset")).toBe(image.srcset);
    expect(uploads.map((upload) => upload.fileName)).toEqual(["notes.png", "shop.jpg"]);
    expect((within(form).getByLabelText("Replace the cover image") as HTMLInputElement).disabled).toBe(false);
  });

  it("asks a signed-out visitor to sign in before uploading", async () => {
    api();
    const { user } = renderApp("/userproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    expect((within(form).getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(true);
    await user.click(within(form).getByRole("button", { name: "Sign in to add a cover" }));
    await expectModal("Sign in");
  });
});
