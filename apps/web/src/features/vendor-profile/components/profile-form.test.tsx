import { vendorProfileMessages } from "@mp/contracts/vendor-profile";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeLogo, makeProfile } from "../testing/fixtures";
import { ProfileForm } from "./profile-form";
import type { UploadImage } from "../../../components/ui/image-upload-input";

const noUpload: UploadImage = () => Promise.reject(new Error("No upload in this test."));

describe("the profile form", { timeout: 20_000 }, () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    signIn();
    const sent = recordRequests(server);
    const onSaved = vi.fn();
    const { user } = renderWithRouter(<ProfileForm profile={null} upload={noUpload} onSaved={onSaved} />);
    const form = screen.getByRole("form", { name: "Business profile" });
    await user.type(within(form).getByLabelText("Website"), "javascript:alert(1)");
    await user.type(within(form).getByLabelText("Email"), "not-an-email");
    await user.type(within(form).getByLabelText("Phone"), "call me");
    await user.type(within(form).getByLabelText("Facebook"), "javascript:alert(1)");
    await user.type(within(form).getByLabelText("YouTube"), "www.youtube.com/rosies");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));

    const expectations: [string, string][] = [
      ["Business name", vendorProfileMessages.businessNameRequired],
      ["Website", vendorProfileMessages.urlInvalid],
      ["Email", vendorProfileMessages.emailInvalid],
      ["Phone", vendorProfileMessages.phoneInvalid],
      ["Facebook", vendorProfileMessages.urlInvalid],
      ["YouTube", vendorProfileMessages.urlInvalid],
    ];
    for (const [label, message] of expectations) {
      await waitFor(() => expect(descriptionOf(within(form).getByLabelText(label)), label).toContain(message));
    }
    expect(within(form).getByLabelText("Business name").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("uploads a logo with its progress, then saves the typed profile", async () => {
    signIn();
    const logo = makeLogo();
    const saved = makeProfile({ logo });
    server.use(http.put("/api/vendor/profile", () => ok(saved)));
    const sent = recordRequests(server);
    let finish: (value: typeof logo) => void = () => {};
    const upload = vi.fn<UploadImage>((_file, { onProgress }) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onSaved = vi.fn();
    const { user } = renderWithRouter(
      <ProfileForm profile={null} suggestedName="Rosie Baker" upload={upload} onSaved={onSaved} />,
    );
    const form = screen.getByRole("form", { name: "Business profile" });
    const name = within(form).getByLabelText("Business name");
    expect((name as HTMLInputElement).value).toBe("Rosie Baker");
    await user.clear(name);
    await user.type(name, "Rosie's <Bakery>");

    await user.upload(within(form).getByLabelText("Logo"), new File(["png"], "logo.png", { type: "image/png" }));
    expect(upload).toHaveBeenCalledTimes(1);
    const progress = (await within(form).findByLabelText("Uploading the logo… 40%")) as HTMLProgressElement;
    expect(progress.value).toBe(0.4);
    expect((within(form).getByLabelText("Logo") as HTMLInputElement).disabled).toBe(true);
    finish(logo);
    const preview = await within(form).findByRole("img", { name: "Logo preview" });
    expect(preview.getAttribute("src")).toBe(logo.url);
    expect((within(form).getByLabelText("Replace the logo") as HTMLInputElement).disabled).toBe(false);

    await user.type(within(form).getByLabelText("About"), "Sourdough.{Enter}Cakes to order.");
    await user.type(within(form).getByLabelText("Email"), "hello@rosies.example");
    await user.type(within(form).getByLabelText("Website"), "https://rosies.example");
    await user.type(within(form).getByLabelText("City"), "Springfield");
    await user.type(within(form).getByLabelText("Instagram"), "https://instagram.com/rosies");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const put = sent.find((r) => r.method === "PUT" && r.path === "/api/vendor/profile");
    expect(put?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(put?.body).toEqual({
      businessName: "Rosie's <Bakery>",
      logoImageId: logo._id,
      about: "Sourdough.\nCakes to order.",
      phone: null,
      email: "hello@rosies.example",
      website: "https://rosies.example",
      address: null,
      city: "Springfield",
      socialLinks: {
        facebook: null,
        instagram: "https://instagram.com/rosies",
        x: null,
        linkedin: null,
        youtube: null,
      },
    });
  });

  it("starts from the saved profile, removes the logo, and shows the server's field errors", async () => {
    signIn();
    const profile = makeProfile({ logo: makeLogo() });
    server.use(
      http.put("/api/vendor/profile", () =>
        failure(404, "Image not found.", { errors: { logoImageId: ["Image not found."] } }),
      ),
    );
    const sent = recordRequests(server);
    const onSaved = vi.fn();
    const { user } = renderWithRouter(<ProfileForm profile={profile} upload={noUpload} onSaved={onSaved} />);
    const form = screen.getByRole("form", { name: "Business profile" });
    expect((within(form).getByLabelText("Business name") as HTMLInputElement).value).toBe("Rosie's Bakery");
    expect((within(form).getByLabelText("About") as HTMLTextAreaElement).value).toBe(profile.about);
    expect((within(form).getByLabelText("Facebook") as HTMLInputElement).value).toBe("https://facebook.com/rosies");
    expect((within(form).getByLabelText("LinkedIn") as HTMLInputElement).value).toBe("");

    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Replace the logo"))).toContain("Image not found."),
    );
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(form).getByRole("button", { name: "Remove logo" }));
    expect(within(form).queryByRole("img", { name: "Logo preview" })).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(sent.filter((r) => r.method === "PUT")[1]?.body).toMatchObject({ logoImageId: null });
  });
});
