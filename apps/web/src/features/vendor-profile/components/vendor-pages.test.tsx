import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeLogo, makeProfile, makePublicVendor, makeSummary, uuid } from "../testing/fixtures";

const page = (
  vendor: object,
  listings: object[],
  meta = { hasMore: false, currentPage: 1 },
  rating: { average: number | null; count: number } = { average: null, count: 0 },
) => HttpResponse.json({ result: 1, result_value: { vendor, listings, rating }, meta });

/** `GET /api/vendor/profile` answering `profile` (null: none yet), and PUT answering `saved`. */
function serveOwnProfile(profile: object | null, saved: object | null = profile) {
  server.use(
    http.get("/api/vendor/profile", () => ok(profile)),
    http.put("/api/vendor/profile", () => ok(saved)),
  );
}

describe("the public vendor page", { timeout: 20_000 }, () => {
  it("shows the profile as text, its contact and social links, and the vendor's listings with paging", async () => {
    const vendor = makePublicVendor({
      businessName: "Rosie's <b>Bakery</b>",
      logo: makeLogo(),
      about: "Sourdough every morning.\n<script>alert(1)</script>",
    });
    const listings = [makeSummary("Seeded loaf"), makeSummary("Cinnamon bun")];
    server.use(
      http.get(`/api/vendors/${vendor._id}`, ({ request }) =>
        new URL(request.url).searchParams.get("page") === "2"
          ? page(vendor, [makeSummary("Rye loaf")], { hasMore: false, currentPage: 2 })
          : page(vendor, listings, { hasMore: true, currentPage: 1 }),
      ),
    );
    const { user, router } = renderApp(`/vendor/${vendor._id}`);

    const heading = await screen.findByRole("heading", { level: 1, name: "Rosie's <b>Bakery</b>" });
    expect(heading.querySelector("b")).toBeNull();
    const about = screen.getByText(/Sourdough every morning\./);
    expect(about.textContent).toBe("Sourdough every morning.\n<script>alert(1)</script>");
    expect(document.querySelector(".vendor-card script")).toBeNull();
    expect(screen.getByRole("img", { name: "Rosie's <b>Bakery</b> logo" }).getAttribute("srcset")).toBe(
      vendor.logo!.srcset,
    );

    const contact = screen.getByRole("complementary", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "+1 555 0100" }).getAttribute("href")).toBe("tel:+15550100");
    expect(within(contact).getByRole("link", { name: "hello@rosies.example" }).getAttribute("href")).toBe(
      "mailto:hello@rosies.example",
    );
    const website = within(contact).getByRole("link", { name: "rosies.example" });
    expect(website.getAttribute("href")).toBe("https://rosies.example/");
    expect(website.getAttribute("rel")).toContain("noopener");
    const facebook = within(contact).getByRole("link", { name: "Rosie's <b>Bakery</b> on Facebook" });
    expect(facebook.getAttribute("href")).toBe("https://facebook.com/rosies");
    expect(facebook.getAttribute("rel")).toContain("noopener");
    expect(
      within(contact)
        .getByRole("link", { name: /on YouTube/ })
        .getAttribute("href"),
    ).toBe("https://youtube.com/@rosies");
    expect(within(contact).queryByRole("link", { name: /on Instagram/ })).toBeNull();

    await waitFor(() => expect(document.title).toBe("Rosie's <b>Bakery</b> · Main Street Market"));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(vendor.about);

    const section = screen.getByRole("region", { name: /Listings by/ });
    expect(within(section).getByRole("link", { name: "Seeded loaf" }).getAttribute("href")).toBe(
      `/productdetail/${listings[0]!._id}`,
    );
    await user.click(within(section).getByRole("link", { name: "Next" }));
    await within(section).findByRole("link", { name: "Rye loaf" });
    expect(within(section).queryByRole("link", { name: "Seeded loaf" })).toBeNull();
    expect(router.state.location.search).toBe("?page=2");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Rosie's <b>Bakery</b>");
  });

  it("links no address that is not http(s), and says when there are no listings", async () => {
    const vendor = makePublicVendor({
      logo: null,
      website: "javascript:alert(1)",
      socialLinks: { x: "javascript:alert(2)" },
      about: "",
    });
    server.use(http.get(`/api/vendors/${vendor._id}`, () => page(vendor, [])));
    renderApp(`/vendor/${vendor._id}`);
    await screen.findByRole("heading", { level: 1, name: "Rosie's Bakery" });
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    const contact = screen.getByRole("complementary", { name: "Contact" });
    expect(within(contact).queryByRole("list", { name: "Social links" })).toBeNull();
    expect(within(contact).queryByRole("link", { name: /javascript|on X/ })).toBeNull();
    expect(screen.getByText("No listings yet").closest("[role=status]")).not.toBeNull();
    // No logo: the initials stand in, hidden from screen readers (the name is the heading).
    expect(screen.getByText("RB").getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the vendor's rating over their listings, or that there is none yet", async () => {
    const vendor = makePublicVendor({});
    const rating = { average: 4.25, count: 8 };
    server.use(http.get(`/api/vendors/${vendor._id}`, () => page(vendor, [], undefined, rating)));
    const view = renderApp(`/vendor/${vendor._id}`);
    const stars = (await screen.findByText("4.3 out of 5, 8 reviews")).closest(".rating-stars");
    expect(stars?.querySelector(".rating-stars__value")?.textContent).toBe("4.3");
    view.unmount();
    server.use(http.get(`/api/vendors/${vendor._id}`, () => page(vendor, [])));
    renderApp(`/vendor/${vendor._id}`);
    await screen.findByRole("heading", { level: 1, name: "Rosie's Bakery" });
    expect(screen.getByText("No reviews yet").className).toContain("rating-stars--empty");
  });

  it("says when the vendor does not exist", async () => {
    const id = uuid();
    server.use(http.get(`/api/vendors/${id}`, () => failure(404, "Vendor not found.")));
    renderApp(`/vendor/${id}`);
    await screen.findByRole("heading", { level: 1, name: "Vendor not found" });
    expect(screen.getByRole("link", { name: "Browse the categories" }).getAttribute("href")).toBe("/#categories");
    await waitFor(() => expect(document.title).toBe("Vendor not found · Main Street Market"));
  });
});

describe("the vendor's own profile page", { timeout: 20_000 }, () => {
  it("leads a vendor without a profile to the form", async () => {
    signIn();
    serveOwnProfile(null);
    const { user, router } = renderApp("/profile");
    await screen.findByText("You have no business profile yet");
    await user.click(screen.getByRole("link", { name: "Create your profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/editprofile"));
    const form = await screen.findByRole("form", { name: "Business profile" });
    expect((within(form).getByLabelText("Business name") as HTMLInputElement).value).toBe("Ada Lovelace");
  });

  it("shows the profile as others see it, with its edit and public page links", async () => {
    signIn();
    const profile = makeProfile();
    serveOwnProfile(profile);
    renderApp("/profile");
    await screen.findByRole("heading", { level: 2, name: "Rosie's Bakery" });
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/editprofile");
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(`/vendor/${profile._id}`);
  });

  it("saves from /editprofile and goes back to /profile", async () => {
    signIn();
    const profile = makeProfile();
    serveOwnProfile(profile, { ...profile, city: "Shelbyville" });
    const { user, router } = renderApp("/editprofile");
    const form = await screen.findByRole("form", { name: "Business profile" });
    await user.clear(within(form).getByLabelText("City"));
    await user.type(within(form).getByLabelText("City"), "Shelbyville");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect((await screen.findByText(/Shelbyville/)).textContent).toBe("12 Main Street, Shelbyville");
  });

  it("asks a signed-out visitor to sign in", async () => {
    renderApp("/profile");
    expect((await screen.findByText("Sign in to see this page")).closest("[role=status]")).not.toBeNull();
  });
});
