import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminPlan } from "@mp/contracts/admin-plans";
import { adminPlanMessages } from "@mp/contracts/admin-plans";
import { ok, recordRequests } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });

function plan(family: "user" | "hire", rank: number, name: string, priceCents: number): AdminPlan {
  const isUser = family === "user";
  return {
    _id: `00000000-0000-4000-8000-0000000003${family === "user" ? 1 : 2}${rank}`,
    family,
    name,
    rank,
    priceCents,
    currency: "usd",
    connectsPerPeriod: isUser ? rank * 40 : 0,
    freelancersPerPeriod: isUser ? 0 : rank * 5,
    limits: isUser ? { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: 2 } : null,
    description: `${name} plan.`,
    active: true,
    limitColumns: isUser
      ? { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: 2 }
      : { listings: null, imagesPerListing: null, bannerAds: null, featureAds: null },
    activeSubscribers: rank * 3,
    updatedAt: "2026-11-01T00:00:00.000Z",
  };
}

const userBasic = plan("user", 1, "Basic", 900);
const hireBasic = plan("hire", 1, "Basic", 1500);

beforeEach(() => {
  saveSession({ token, userId: admin._id });
  serveAdminApi({ token, me: admin });
  server.use(http.get("/api/admin/plans", () => ok([hireBasic, userBasic])));
});

/** The texts an element's aria-describedby points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the plans page", () => {
  it("shows both families with their prices, allowances, limits and subscribers, and when changes apply", async () => {
    renderApp("/plans");
    const note = await screen.findByText(`${adminPlanMessages.appliesNextPeriod}.`);
    expect(note.closest(".plans__note")).not.toBeNull();
    const users = screen.getByRole("region", { name: "User plans" });
    const row = within(users).getByRole("rowheader", { name: /Basic/ }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$9.00", "40", "25 listings, 30 images each, 4 banner ads, 2 feature ads", "3", "On sale", " Edit"]);
    const hire = screen.getByRole("region", { name: "Hire plans" });
    expect(
      within(hire)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toContain("Freelancers per period");
  });

  it("edits a plan: the price in dollars goes out in cents, an emptied limit as the free tier's", async () => {
    const sent = recordRequests(server);
    server.use(http.put("/api/admin/plans/:id", () => ok({ ...userBasic, priceCents: 1250 })));
    const { user } = renderApp("/plans");
    await user.click(await screen.findByRole("button", { name: "Edit the user Basic plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the user Basic plan" });
    expect(descriptionOf(dialog)).toBe(`${adminPlanMessages.appliesNextPeriod}.`);
    const price = within(dialog).getByLabelText("Price per period (USD)");
    await user.clear(price);
    await user.type(price, "12.50");
    await user.clear(within(dialog).getByLabelText("Connects per period"));
    await user.type(within(dialog).getByLabelText("Connects per period"), "60");
    await user.clear(within(dialog).getByLabelText("Live feature ads"));
    await user.click(within(dialog).getByLabelText("On sale to new buyers"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    const put = sent.find((r) => r.method === "PUT")!;
    expect(put.path).toBe(`/api/admin/plans/${userBasic._id}`);
    await waitFor(() =>
      expect(put.body).toEqual({
        priceCents: 1250,
        connectsPerPeriod: 60,
        freelancersPerPeriod: 0,
        limits: { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: null },
        description: "Basic plan.",
        active: false,
      }),
    );
  });

  it("refuses a negative allowance under its field and sends nothing", async () => {
    const sent = recordRequests(server);
    const { user } = renderApp("/plans");
    await user.click(await screen.findByRole("button", { name: "Edit the hire Basic plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the hire Basic plan" });
    const allowance = within(dialog).getByLabelText("Freelancers per period");
    await user.clear(allowance);
    await user.type(allowance, "-2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(descriptionOf(allowance)).toContain(adminPlanMessages.allowanceInvalid));
    expect(sent.some((r) => r.method === "PUT")).toBe(false);
  });

  it("says a refused vendor limit under that limit alone", async () => {
    const sent = recordRequests(server);
    const { user } = renderApp("/plans");
    await user.click(await screen.findByRole("button", { name: "Edit the user Basic plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the user Basic plan" });
    const listings = within(dialog).getByLabelText("Listings");
    await user.clear(listings);
    await user.type(listings, "-1");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(descriptionOf(listings)).toContain(adminPlanMessages.limitInvalid));
    expect(descriptionOf(within(dialog).getByLabelText("Live banner ads"))).toBe("Free tier: 2");
    expect(sent.some((r) => r.method === "PUT")).toBe(false);
  });
});
