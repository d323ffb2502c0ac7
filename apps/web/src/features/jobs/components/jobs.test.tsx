import type { JobSummary } from "@mp/contracts/job";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { jobMaker } from "../../../test/jobs";
import { page, server } from "../../../test/server";

const bakeries = { _id: "00000000-0000-4000-8000-0000000000c1", categoryName: "Bakeries", icon: "/art/icons/b.svg" };
const trades = { _id: "00000000-0000-4000-8000-0000000000c2", categoryName: "Trades", icon: "/art/icons/t.svg" };

const makeJob = jobMaker("00000000", 200, (n) => ({
  companyName: `Company ${n}`,
  salaryMinCents: 5_000_000,
  salaryMaxCents: 7_000_000,
  categoryId: bakeries._id,
  description: "Line one.\nLine two <b>not bold</b>.",
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
}));

const jobPage = (items: JobSummary[], hasMore = false, currentPage = 1) => page(items, { hasMore, currentPage });

/** Answers the category list and, for /api/jobs, `jobs(url)`; records the job requests. */
function mockJobs(jobs: (url: URL) => Response) {
  const requests: URL[] = [];
  server.use(
    http.get("/api/category", () => ok([bakeries, trades])),
    http.get("/api/jobs", ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return jobs(url);
    }),
  );
  return requests;
}

/** The facts a card lists (place, type, pay, category, age), in order. */
const factsOf = (card: HTMLElement) => [...card.querySelectorAll(".job-facts > li")].map((fact) => fact.textContent);

describe("find jobs page", () => {
  it("lists jobs as cards linking to their pages: company, place, Remote, type, pay, connects, category and age", async () => {
    mockJobs(() =>
      jobPage(
        [
          makeJob(1, { isRemote: true, jobType: "contract" }),
          makeJob(2, { salaryMinCents: null, salaryMaxCents: null }),
          makeJob(3, { salaryMaxCents: null }),
          makeJob(4, { budgetType: "hourly", budgetCents: 4_500, salaryMinCents: null, salaryMaxCents: null }),
        ],
        true,
      ),
    );
    renderApp("/findjob");
    await screen.findByRole("heading", { level: 1, name: "Find Jobs" });
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!);
    expect(cards[0]!.getAttribute("aria-labelledby")).toBe(first.getByRole("heading", { level: 3, name: "Job 1" }).id);
    expect(cards[0]!.querySelector(".job-card__company")?.textContent).toBe("Company 1");
    expect(cards[0]!.querySelector(".job-card__badge")?.textContent).toBe("Remote");
    expect(factsOf(cards[0]!)).toEqual([
      "Austin, TX",
      "Contract",
      "$50,000 – $70,000",
      "2 connects to apply",
      "Bakeries",
      "Posted 3 days ago",
    ]);
    const posted = Date.parse(first.getByText("3 days ago").closest("time")?.getAttribute("datetime") ?? "");
    expect(Math.round((Date.now() - posted) / (24 * 3600 * 1000))).toBe(3);
    expect(within(cards[1]!).queryByText("Remote")).toBeNull();
    expect(factsOf(cards[1]!)).toContain("Salary not stated");
    expect(factsOf(cards[2]!)).toContain("From $50,000");
    expect(factsOf(cards[3]!)).toContain("$45/hour");
    expect(first.getByRole("link", { name: "Job 1" }).getAttribute("href")).toBe(`/job/${makeJob(1)._id}`);
    expect(screen.queryByRole("button", { name: /apply/i })).toBeNull();
    expect(screen.queryByRole("link", { name: /apply/i })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/findjob?page=2");
    await waitFor(() => expect(document.title).toBe("Find Jobs · Main Street Market"));
  });

  it("unfolds a description as plain text with its line breaks", async () => {
    mockJobs(() => jobPage([makeJob(1)]));
    const { user } = renderApp("/findjob");
    await screen.findAllByRole("article");
    const toggle = await screen.findByRole("button", { name: /^Show description\s*:\s*Job 1$/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const description = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(description.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toContain("Hide description");
    expect(description.hidden).toBe(false);
    expect(description.textContent).toBe("Line one.\nLine two <b>not bold</b>.");
    expect(description.querySelector("b")).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("writes every filter into the URL and sends them with the request", async () => {
    const requests = mockJobs(() => jobPage([makeJob(1)], true));
    const { user, router } = renderApp("/findjob");
    await screen.findAllByRole("article");

    await user.type(screen.getByLabelText("Search jobs"), "  baker ");
    await user.click(
      within(screen.getByLabelText("Search jobs").closest("form")!).getByRole("button", { name: "Search" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?q=baker"));

    await screen.findByRole("option", { name: "Trades" });
    await user.selectOptions(screen.getByLabelText("Category"), "Trades");
    await user.selectOptions(screen.getByLabelText("Job type"), "part-time");
    await user.click(screen.getByLabelText("Remote only"));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?q=baker&categoryId=${trades._id}&jobType=part-time&remote=true`),
    );
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("remote")).toBe("true"));
    const last = requests.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      q: "baker",
      categoryId: trades._id,
      jobType: "part-time",
      remote: "true",
      page: "1",
    });

    await user.click(screen.getByRole("link", { name: "Next" }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("page")).toBe("2"));
    expect(router.state.location.search).toContain("&page=2");
  });

  it("restores the search from a shared address", async () => {
    const requests = mockJobs(() => jobPage([makeJob(1)]));
    renderApp(`/findjob?q=oven&categoryId=${bakeries._id}&jobType=internship&remote=true&page=3`);
    await screen.findAllByRole("article");
    expect((screen.getByLabelText("Search jobs") as HTMLInputElement).value).toBe("oven");
    expect((screen.getByLabelText("Job type") as HTMLSelectElement).value).toBe("internship");
    expect((screen.getByLabelText("Remote only") as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe(bakeries._id));
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      q: "oven",
      categoryId: bakeries._id,
      jobType: "internship",
      remote: "true",
      page: "3",
    });
  });

  it("says when nothing matches and clears the filters", async () => {
    const requests = mockJobs((url) => jobPage(url.searchParams.get("q") ? [] : [makeJob(1)]));
    const { user, router } = renderApp("/findjob?q=zzz&remote=true");
    expect((await screen.findByText("No jobs match your search.")).closest("[role=status]")).not.toBeNull();
    await user.click(screen.getByRole("link", { name: "Clear the filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await screen.findByRole("heading", { level: 3, name: "Job 1" });
    expect((screen.getByLabelText("Search jobs") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Remote only") as HTMLInputElement).checked).toBe(false);
    expect(requests.at(-1)?.search).toBe("?page=1");
  });

  it("shows an error with Retry", async () => {
    let fail = true;
    mockJobs(() => (fail ? failure(500, "Something went wrong.") : jobPage([makeJob(1)])));
    const { user } = renderApp("/findjob");
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load the jobs.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("heading", { level: 3, name: "Job 1" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
