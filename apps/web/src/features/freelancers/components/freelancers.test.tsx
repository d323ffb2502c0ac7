import type { FreelancerSummary } from "@mp/contracts/freelancer";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { page as pageOf, server } from "../../../test/server";
import { initialsOf } from "@mp/ui/lib/format.ts";
import { formatHourlyRate, ratingStars } from "../format";

const design = { _id: "00000000-0000-4000-8000-0000000000c1", categoryName: "Design", icon: "/art/icons/d.svg" };

function makeFreelancer(n: number, overrides: Partial<FreelancerSummary> = {}): FreelancerSummary {
  return {
    _id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, "0")}`,
    fullName: "Ada Byron",
    headline: "Logo and brand designer",
    skills: ["Logos", "Branding"],
    hourlyRateCents: 4500,
    location: "Denver, CO",
    rating: 4.2,
    reviewCount: 18,
    categoryId: design._id,
    categoryName: "Design",
    availability: "available",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const page = (items: FreelancerSummary[], hasMore = false) => pageOf(items, { hasMore });

function mockFreelancers(answer: (url: URL) => Response) {
  const requests: URL[] = [];
  server.use(
    http.get("/api/category", () => ok([design])),
    http.get("/api/freelancers", ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url);
    }),
  );
  return requests;
}

/** What a card shows, part by part. */
function cardParts(card: HTMLElement) {
  const part = (name: string) => card.querySelector(`.freelancer-card__${name}`)?.textContent;
  return {
    avatar: part("avatar"),
    name: part("name"),
    headline: part("headline"),
    rate: part("rate"),
    location: part("location"),
    rating: part("rating"),
  };
}

describe("hire freelancers page", () => {
  it("shows freelancers as cards: initials, name, headline, skills, rate, rating and place; no Hire button", async () => {
    mockFreelancers(() =>
      page(
        [makeFreelancer(1), makeFreelancer(2, { fullName: "Grace Hopper", reviewCount: 0, rating: 0, skills: [] })],
        true,
      ),
    );
    renderApp("/hirefreelancers");
    await screen.findByRole("heading", { level: 1, name: "Hire Freelancers" });
    const cards = await screen.findAllByRole("article");
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { level: 3 }).textContent).toBe("Ada Byron");
    expect(first.getByRole("link", { name: "Ada Byron" }).getAttribute("href")).toBe(
      "/freelancer/00000000-0000-4000-8000-000000000301",
    );
    expect(cardParts(cards[0]!)).toEqual({
      avatar: "AB",
      name: "Ada Byron",
      headline: "Logo and brand designer",
      rate: "$45/hr",
      location: "Denver, CO",
      rating: "★★★★☆ Rated 4.2 out of 5 (18 reviews)",
    });
    // The stars are for the eye; a screen reader hears "Rated 4.2 out of 5".
    expect(cards[0]!.querySelector(".freelancer-card__stars")?.getAttribute("aria-hidden")).toBe("true");
    expect(
      within(first.getByRole("list", { name: "Skills" }))
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Logos", "Branding"]);
    expect(cardParts(cards[1]!).rating).toBe("No reviews yet");
    expect(within(cards[1]!).queryByRole("list", { name: "Skills" })).toBeNull();
    expect(screen.queryByRole("button", { name: /hire/i })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/hirefreelancers?page=2");
    await waitFor(() => expect(document.title).toBe("Hire Freelancers · Main Street Market"));
  });

  it("writes the filters into the URL in dollars and asks the server in cents", async () => {
    const requests = mockFreelancers(() => page([makeFreelancer(1)]));
    const { user, router } = renderApp("/hirefreelancers");
    await screen.findAllByRole("article");
    await screen.findByRole("option", { name: "Design" });

    await user.type(screen.getByLabelText("Search freelancers"), "logo");
    await user.type(screen.getByLabelText("Min rate ($/hr)"), "25");
    await user.type(screen.getByLabelText("Max rate ($/hr)"), "60.50");
    await user.click(
      within(screen.getByLabelText("Search freelancers").closest("form")!).getByRole("button", { name: "Search" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?q=logo&minRate=25&maxRate=60.50"));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("maxRate")).toBe("6050"));
    expect(requests.at(-1)?.searchParams.get("minRate")).toBe("2500");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("relevance");

    await user.selectOptions(screen.getByLabelText("Category"), "Design");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Rate: low to high");
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?q=logo&categoryId=${design._id}&minRate=25&maxRate=60.50&sort=rate_asc`,
      ),
    );
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("sort")).toBe("rate_asc"));
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({
      q: "logo",
      categoryId: design._id,
      minRate: "2500",
      maxRate: "6050",
      sort: "rate_asc",
      page: "1",
    });
  });

  it("offers the sorts, Relevance only with words, and restores them from the address", async () => {
    const requests = mockFreelancers(() => page([makeFreelancer(1)]));
    renderApp("/hirefreelancers?sort=rating&minRate=30");
    await screen.findAllByRole("article");
    const sort = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual([
      "Newest",
      "Top rated",
      "Rate: low to high",
      "Rate: high to low",
    ]);
    expect(sort.value).toBe("rating");
    expect((screen.getByLabelText("Min rate ($/hr)") as HTMLInputElement).value).toBe("30");
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ minRate: "3000", sort: "rating", page: "1" });
  });

  it("refuses a rate that is not dollars or a range upside down", async () => {
    mockFreelancers(() => page([makeFreelancer(1)]));
    const { user, router } = renderApp("/hirefreelancers");
    await user.type(await screen.findByLabelText("Min rate ($/hr)"), "abc");
    await user.click(
      within(screen.getByLabelText("Search freelancers").closest("form")!).getByRole("button", { name: "Search" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Enter rates as dollars, e.g. 40 or 42.50.");
    await user.clear(screen.getByLabelText("Min rate ($/hr)"));
    await user.type(screen.getByLabelText("Min rate ($/hr)"), "90");
    await user.type(screen.getByLabelText("Max rate ($/hr)"), "40");
    await user.click(
      within(screen.getByLabelText("Search freelancers").closest("form")!).getByRole("button", { name: "Search" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("The minimum rate is above the maximum.");
    expect(router.state.location.search).toBe("");
  });

  it("says when nothing matches and clears the filters; shows an error with Retry", async () => {
    let fail = false;
    mockFreelancers((url) =>
      fail ? failure(500, "Something went wrong.") : page(url.searchParams.get("q") ? [] : [makeFreelancer(1)]),
    );
    const { user, router } = renderApp("/hirefreelancers?q=zzz");
    expect((await screen.findByText("No freelancers match your search.")).closest("[role=status]")).not.toBeNull();
    fail = true;
    await user.click(screen.getByRole("link", { name: "Clear the filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load the freelancers.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("heading", { level: 3, name: "Ada Byron" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("freelancer formats", () => {
  it("formats rates, initials and stars", () => {
    expect([formatHourlyRate(4500), formatHourlyRate(4250), formatHourlyRate(150_000)]).toEqual([
      "$45/hr",
      "$42.50/hr",
      "$1,500/hr",
    ]);
    expect([initialsOf("Ada Byron"), initialsOf("  cher "), initialsOf("Mary Ann Evans")]).toEqual(["AB", "C", "ME"]);
    expect([ratingStars(4.2), ratingStars(4.5), ratingStars(0)]).toEqual(["★★★★☆", "★★★★★", "☆☆☆☆☆"]);
  });
});
