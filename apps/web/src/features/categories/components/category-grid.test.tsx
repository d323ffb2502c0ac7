import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CategoryGrid } from "./category-grid";

const categories = Array.from({ length: 12 }, (_, i) => ({
  _id: `60000000-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`,
  categoryName: `Category ${i + 1}`,
  icon: `/art/icons/category-${i + 1}.svg`,
}));

describe("CategoryGrid", () => {
  it("loads every icon lazily (the grid is below the home page's listings), each with its size", () => {
    render(<CategoryGrid categories={categories} isStale={false} onOpen={vi.fn()} />);
    expect(screen.getAllByRole("button")).toHaveLength(12);
    const icons = [...document.querySelectorAll("img.category-tile__icon")];
    expect(icons.map((icon) => icon.getAttribute("loading"))).toEqual(Array<string>(12).fill("lazy"));
    expect(icons.every((icon) => icon.getAttribute("width") === "40" && icon.getAttribute("height") === "40")).toBe(
      true,
    );
  });
});
