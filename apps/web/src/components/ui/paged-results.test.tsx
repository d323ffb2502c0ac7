import type { UseQueryResult } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { PagedResults } from "./paged-results";

type Page = { result_value: string[]; meta: { hasMore: boolean; currentPage: number } };

const loaded = (items: string[]) =>
  ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: { result_value: items, meta: { hasMore: false, currentPage: 1 } },
  }) as unknown as UseQueryResult<Page>;

function renderResults(listHeading?: string) {
  return renderWithRouter(
    <>
      <h1>Find a job</h1>
      <PagedResults
        query={loaded(["Baker", "Courier"])}
        noun="jobs"
        listHeading={listHeading}
        empty={{ title: "No jobs", text: "None yet." }}
        pageUrl={(page) => `/findjob?page=${page}`}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>
                <h3>{item}</h3>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </>,
  );
}

describe("PagedResults", () => {
  it("heads the list with the given level-2 heading, so the cards' h3 headings follow an h2 and not the page's h1", async () => {
    renderResults("Jobs");
    const headings = await screen.findAllByRole("heading");
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ["H1", "Find a job"],
      ["H2", "Jobs"],
      ["H3", "Baker"],
      ["H3", "Courier"],
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Jobs" }).classList.contains("visually-hidden")).toBe(true);
  });

  it("adds no heading when the page has its own above the list", async () => {
    renderResults();
    await screen.findByRole("heading", { name: "Baker" });
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });
});
