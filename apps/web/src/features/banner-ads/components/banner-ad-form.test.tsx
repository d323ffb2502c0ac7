import { addDays, bannerAdMessages, utcDay } from "@mp/contracts/banner-ad";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeBannerAd, makeImageRef, uuid } from "../testing/fixtures";
import { BannerAdForm } from "./banner-ad-form";

const category = { _id: uuid(), categoryName: "Food & Drink", icon: "utensils" };
const today = utcDay();

function api(onSave: () => Response = () => ok(makeBannerAd(), { status: 201 })) {
  server.use(
    http.get("/api/category", () => ok([category])),
    http.post("/api/vendor/banner-ads", onSave),
    http.put("/api/vendor/banner-ads/:id", onSave),
  );
  return recordRequests(server);
}

const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("the banner ad form", { timeout: 20_000 }, () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    signIn();
    const sent = api();
    const { user } = renderWithRouter(<BannerAdForm upload={vi.fn()} onSaved={vi.fn()} />);
    const form = await screen.findByRole("form", { name: "Banner ad" });
    await user.type(within(form).getByLabelText("Link"), "javascript:alert(1)");
    await user.click(within(form).getByRole("radio", { name: /A category/ }));
    setDate(within(form).getByLabelText("First day"), addDays(today, 5));
    setDate(within(form).getByLabelText("Last day"), addDays(today, 2));
    await user.click(within(form).getByRole("button", { name: "Create the banner ad" }));

    const field = (label: string) => descriptionOf(within(form).getByLabelText(label));
    await waitFor(() => expect(field("Title")).toContain(bannerAdMessages.titleRequired));
    expect(field("Banner image")).toContain(bannerAdMessages.imageRequired);
    expect(field("Link")).toContain("Enter a web address starting with http:// or https://.");
    expect(field("Category")).toContain(bannerAdMessages.categoryRequired);
    expect(field("Last day")).toContain(bannerAdMessages.endBeforeStart);
    expect(within(form).getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(sent.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("uploads the image with a preview and sends the ad with its category", async () => {
    signIn();
    const sent = api();
    const image = makeImageRef();
    const upload = vi.fn().mockResolvedValue(image);
    const onSaved = vi.fn();
    const { user } = renderWithRouter(<BannerAdForm upload={upload} onSaved={onSaved} />);
    const form = await screen.findByRole("form", { name: "Banner ad" });
    expect(descriptionOf(within(form).getByLabelText("Banner image"))).toMatch(/Best at 1200 × 300 pixels/);
    await user.type(within(form).getByLabelText("Title"), "Spring sale");
    const file = new File(["png"], "banner.png", { type: "image/png" });
    await user.upload(within(form).getByLabelText("Banner image"), file);
    expect(upload).toHaveBeenCalledWith(file, expect.anything());
    const preview = await within(form).findByRole("img", { name: "Banner preview" });
    expect(preview.getAttribute("srcset")).toBe(image.srcset);
    await user.type(within(form).getByLabelText("Link"), "https://rosies.example/sale");
    await user.click(within(form).getByRole("radio", { name: /A category/ }));
    await waitFor(() =>
      expect(within(form).getByRole("option", { name: "Food & Drink" }).getAttribute("value")).toBe(category._id),
    );
    await user.selectOptions(within(form).getByLabelText("Category"), category._id);
    setDate(within(form).getByLabelText("Last day"), addDays(today, 6));
    await user.click(within(form).getByRole("button", { name: "Create the banner ad" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [post] = sent.filter((r) => r.method === "POST");
    expect(post).toMatchObject({
      path: "/api/vendor/banner-ads",
      body: {
        title: "Spring sale",
        imageId: image._id,
        linkUrl: "https://rosies.example/sale",
        placement: "category",
        categoryId: category._id,
        startsAt: today,
        endsAt: addDays(today, 6),
      },
    });
  });

  it("shows the plan's limit when the server refuses another ad", async () => {
    signIn();
    api(() => failure(409, "Your plan allows 2 banner ads. Upgrade to add more."));
    const ad = makeBannerAd({ startsAt: today, endsAt: addDays(today, 3) });
    const onSaved = vi.fn();
    const { user } = renderWithRouter(<BannerAdForm ad={ad} upload={vi.fn()} onSaved={onSaved} />);
    const form = await screen.findByRole("form", { name: "Banner ad" });
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe(ad.title);
    expect((within(form).getByRole("radio", { name: /Home page/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Your plan allows 2 banner ads. Upgrade to add more.",
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows an edited ad's category once the categories arrive", async () => {
    signIn();
    api();
    const ad = makeBannerAd({ placement: "category", categoryId: category._id, categoryName: category.categoryName });
    renderWithRouter(<BannerAdForm ad={ad} upload={vi.fn()} onSaved={vi.fn()} />);
    const form = await screen.findByRole("form", { name: "Banner ad" });
    await waitFor(() =>
      expect((within(form).getByLabelText("Category") as HTMLSelectElement).value).toBe(category._id),
    );
    expect(within(form).getByRole("img", { name: "Banner preview" }).getAttribute("src")).toBe(ad.image.url);
  });

  it("puts the server's field errors under their fields", async () => {
    signIn();
    const sent = api(() => failure(400, "Image not found.", { errors: { imageId: [bannerAdMessages.imageNotFound] } }));
    const ad = makeBannerAd({ startsAt: today, endsAt: addDays(today, 3) });
    const { user } = renderWithRouter(<BannerAdForm ad={ad} upload={vi.fn()} onSaved={vi.fn()} />);
    const form = await screen.findByRole("form", { name: "Banner ad" });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Replace the image"))).toContain(bannerAdMessages.imageNotFound),
    );
    expect(sent.find((r) => r.method === "PUT")?.path).toBe(`/api/vendor/banner-ads/${ad._id}`);
  });
});
