import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS } from "../lib/load-chunk";
import { renderApp } from "../test/render";

// The terms page's chunk never arrives in this file.
vi.mock("./routes/terms", () => new Promise(() => {}));

afterEach(() => {
  vi.useRealTimers();
});

describe("the app's page chunks", () => {
  it("show the route error fallback when a page's chunk has not arrived after 120 seconds", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers();
    renderApp("/terms-conditions");
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByText("Something went wrong while loading this page.")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Announced, with the way out inside it.
    const fallback = screen.getByText("Something went wrong while loading this page.").closest("[role=alert]");
    expect(fallback?.contains(screen.getByRole("button", { name: "Reload the page" }))).toBe(true);
  });
});
