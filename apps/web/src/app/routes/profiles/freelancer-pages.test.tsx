import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "@mp/ui/test/dom.ts";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../../test/categories";
import { makeFreelancerProfile } from "../../../test/profiles";
import { renderApp } from "../../../test/render";
import { serveSaveCounts, visibleSaveCounts } from "../../../test/save-counts";
import { server } from "../../../test/server";
import { signInWithDetails } from "../../../test/account-details";

const design = makeCategory("Design");
const logos = makeSubcategory("Logos");

/** The signed-in account, the categories and the account details the pages read. */
function mockAccount(overrides: Parameters<typeof signInWithDetails>[0] = {}) {
  server.use(
    http.get("/api/category", () => ok([design])),
    http.get("/api/subcategory/:id", () => ok([logos])),
  );
  return signInWithDetails({ name: "Ada Lovelace", ...overrides });
}

describe("/registerfreelancer", () => {
  it("registers with the shared schema's values, refreshes the account and shows the new profile", async () => {
    const { user, details } = mockAccount();
    const sent: unknown[] = [];
    const profile = makeFreelancerProfile({ userId: user._id, skills: ["Logos", "Type"], categoryId: design._id });
    server.use(
      http.post("/api/freelancers/register", async ({ request }) => {
        sent.push(await request.json());
        details.current = { ...user, AddtionalRole: ["Freelancer"], FreelancerId: profile._id };
        return ok(profile, { status: 201 });
      }),
      http.get("/api/freelancers/:id", ({ params }) => (params.id === user._id ? ok(profile) : failure(404, "x"))),
    );
    const view = renderApp("/registerfreelancer");
    await screen.findByRole("heading", { level: 1, name: "Register as a Freelancer" });
    expect(screen.getByRole("form", { name: "Freelancer profile" }).querySelector("p")?.textContent).toBe(
      "Registering adds the Freelancer privilege to this account and gives you 10 connects to start with: enough to apply to a job or two.",
    );
    expect(screen.getByLabelText("Full name")).toHaveProperty("value", "Ada Lovelace");
    await view.user.type(screen.getByLabelText("Headline"), "Logo designer");
    await view.user.type(screen.getByLabelText("Bio"), "Logos for small shops.");
    await view.user.type(screen.getByLabelText("Skills"), "Logos, Type,  ");
    await view.user.selectOptions(await screen.findByLabelText("Category"), "Design");
    await view.user.selectOptions(
      screen.getByLabelText("Subcategory (optional)"),
      await screen.findByRole("option", { name: "Logos" }),
    );
    await view.user.type(screen.getByLabelText("Hourly rate (USD)"), "42.50");
    await view.user.selectOptions(screen.getByLabelText("Availability"), "Limited availability");
    await view.user.type(screen.getByLabelText("Location"), "Denver");
    await view.user.type(screen.getByLabelText("Languages"), "English, Spanish");
    await view.user.click(screen.getByRole("button", { name: "Register as a freelancer" }));

    await screen.findByRole("heading", { level: 1, name: "Freelancer profile" });
    expect(sent).toEqual([
      {
        fullName: "Ada Lovelace",
        headline: "Logo designer",
        bio: "Logos for small shops.",
        skills: ["Logos", "Type"],
        categoryId: design._id,
        subcategoryId: logos._id,
        hourlyRateCents: 4250,
        location: "Denver",
        availability: "limited",
        languages: ["English", "Spanish"],
        portfolio: [],
      },
    ]);
    expect(view.router.state.location.state).toEqual({ UserId: user._id });
    await waitFor(() => expect(JSON.parse(localStorage.getItem("user")!).AddtionalRole).toEqual(["Freelancer"]));
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/editfreelancerprofile");
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      `/freelancer/${profile._id}`,
    );
  });

  it("checks the form before sending and places the server's refusal under its field", async () => {
    mockAccount();
    let calls = 0;
    server.use(
      http.post("/api/freelancers/register", () => {
        calls += 1;
        const message = "That subcategory is not in the chosen category.";
        return failure(400, message, { errors: { subcategoryId: [message] } });
      }),
    );
    const view = renderApp("/registerfreelancer");
    const submit = await screen.findByRole("button", { name: "Register as a freelancer" });
    await view.user.type(screen.getByLabelText("Hourly rate (USD)"), "forty");
    await view.user.click(submit);
    await waitFor(() => expect(descriptionOf(screen.getByLabelText("Headline"))).toContain("Headline is required."));
    expect(descriptionOf(screen.getByLabelText("Hourly rate (USD)"))).toContain(
      "Enter an hourly rate between $1 and $10,000.",
    );
    expect(descriptionOf(screen.getByLabelText("Skills"))).toContain("Add at least one skill.");
    expect(calls).toBe(0);

    await view.user.type(screen.getByLabelText("Headline"), "Logo designer");
    await view.user.type(screen.getByLabelText("Bio"), "Logos.");
    await view.user.type(screen.getByLabelText("Skills"), "Logos");
    await view.user.selectOptions(screen.getByLabelText("Category"), "Design");
    await view.user.clear(screen.getByLabelText("Hourly rate (USD)"));
    await view.user.type(screen.getByLabelText("Hourly rate (USD)"), "40");
    await view.user.type(screen.getByLabelText("Location"), "Denver");
    await view.user.click(submit);
    const subcategory = screen.getByLabelText("Subcategory (optional)");
    await waitFor(() => expect(subcategory.getAttribute("aria-invalid")).toBe("true"));
    expect(calls).toBe(1);
  });

  it("tells a freelancer they are registered already, with a link to their profile", async () => {
    mockAccount({ AddtionalRole: ["Freelancer"] });
    renderApp("/registerfreelancer");
    await screen.findByText("You are already registered as a freelancer");
    expect(screen.queryByRole("form", { name: "Freelancer profile" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your profile" }).getAttribute("href")).toBe("/freelancerprofile");
  });

  it("offers registration on /freelancerprofile to an account without a profile", async () => {
    mockAccount();
    server.use(http.get("/api/freelancers/:id", () => failure(404, "Freelancer not found.")));
    renderApp("/freelancerprofile");
    await screen.findByText("You are not registered as a freelancer yet");
    expect(screen.getByRole("link", { name: "Register as a Freelancer" }).getAttribute("href")).toBe(
      "/registerfreelancer",
    );
  });
  it("shows the owner on /freelancerprofile how many people saved their profile", async () => {
    const { user } = mockAccount({ AddtionalRole: ["Freelancer"] });
    const profile = makeFreelancerProfile({ userId: user._id });
    server.use(
      http.get("/api/freelancers/:id", ({ params }) => (params.id === user._id ? ok(profile) : failure(404, "x"))),
    );
    const asked = serveSaveCounts({ [profile._id]: 3 });
    renderApp("/freelancerprofile");
    await screen.findByRole("heading", { level: 1, name: "Freelancer profile" });
    const main = screen.getByRole("main");
    await waitFor(() => expect(visibleSaveCounts(main)).toEqual(["3 saves"]));
    expect(asked).toEqual([{ type: "freelancer", ids: [profile._id] }]);
  });
});

describe("/freelancer/{id}", () => {
  it("shows the public profile with its portfolio, reviews and their average, to anyone", async () => {
    const profile = makeFreelancerProfile({
      rating: 4.5,
      reviewCount: 2,
      reviews: [
        {
          _id: "00000000-0000-4000-8000-0000000007a1",
          rating: 5,
          comment: "Superb.",
          reviewerName: "Grace",
          createdAt: "2025-05-01T00:00:00.000Z",
        },
        {
          _id: "00000000-0000-4000-8000-0000000007a2",
          rating: 4,
          comment: "Good.",
          reviewerName: "Kurt",
          createdAt: "2025-04-01T00:00:00.000Z",
        },
      ],
    });
    server.use(http.get("/api/freelancers/:id", () => ok(profile)));
    renderApp(`/freelancer/${profile._id}`);
    await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" });
    expect(screen.getByText(/out of 5, from 2 reviews$/).textContent).toBe("★★★★★ 4.5 out of 5, from 2 reviews");
    const reviews = within(screen.getByRole("region", { name: "Reviews" })).getAllByRole("listitem");
    expect(reviews.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Superb."),
      expect.stringContaining("Good."),
    ]);
    expect(screen.queryByRole("link", { name: "Edit profile" })).toBeNull();
    // A visitor may report the profile once signed in.
    expect(screen.getByRole("link", { name: "Report: sign in first" }).getAttribute("href")).toBe("/login");
  });

  it("says when there is no such freelancer", async () => {
    server.use(http.get("/api/freelancers/:id", () => failure(404, "Freelancer not found.")));
    renderApp("/freelancer/00000000-0000-4000-8000-000000000999");
    await screen.findByRole("heading", { level: 1, name: "Freelancer not found" });
    const missing = screen.getByText("There is no freelancer at this address").closest("[role=alert]") as HTMLElement;
    expect(missing.textContent).toContain("The link may be mistyped, or the freelancer has left.");
    expect(within(missing).getByRole("link", { name: "Browse freelancers" }).getAttribute("href")).toBe(
      "/hirefreelancers",
    );
  });
});
