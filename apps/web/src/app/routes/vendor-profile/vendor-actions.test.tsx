import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { makePublicVendor } from "../../../features/vendor-profile/testing/fixtures";

const serveVendor = (vendor: ReturnType<typeof makePublicVendor>) =>
  server.use(
    http.get(`/api/vendors/${vendor._id}`, () =>
      HttpResponse.json({
        result: 1,
        result_value: { vendor, listings: [], rating: { average: null, count: 0 } },
        meta: { hasMore: false, currentPage: 1 },
      }),
    ),
  );

describe("the vendor page's actions and trust facts", () => {
  it("offers Call, Directions from the address, Website and Share, and says since when and that the vendor is verified", async () => {
    const vendor = makePublicVendor({ verified: true, memberSince: "2023-07-04T10:00:00.000Z" });
    serveVendor(vendor);
    renderApp(`/vendor/${vendor._id}`);
    await screen.findByRole("heading", { level: 1, name: "Rosie's Bakery" });
    const bar = screen.getByRole("group", { name: "Actions for Rosie's Bakery" });
    expect(within(bar).getByRole("link", { name: "Call" }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(within(bar).getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      `https://www.openstreetmap.org/directions?to=${encodeURIComponent("12 Main Street, Springfield")}`,
    );
    expect(within(bar).getByRole("link", { name: "Website" }).getAttribute("href")).toBe("https://rosies.example/");
    expect(within(bar).getByRole("button", { name: "Share" }).hasAttribute("disabled")).toBe(false);
    const facts = screen.getByRole("list", { name: "About the seller" });
    expect(
      within(facts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Verified business", "Member since July 2023"]);
  });

  it("leaves out Call, Website, Directions and the mark when the vendor gave none of them", async () => {
    const vendor = makePublicVendor({ phone: null, website: null, address: null, city: null, verified: false });
    serveVendor(vendor);
    renderApp(`/vendor/${vendor._id}`);
    await screen.findByRole("heading", { level: 1, name: "Rosie's Bakery" });
    const bar = screen.getByRole("group", { name: "Actions for Rosie's Bakery" });
    expect(within(bar).queryAllByRole("link")).toHaveLength(0);
    expect(
      within(bar)
        .getAllByRole("button")
        .map((button) => button.textContent?.trim()),
    ).toEqual(["Share"]);
    expect(screen.queryByText("Verified business")).toBeNull();
  });
});
