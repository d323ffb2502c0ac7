import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteError } from "@mp/ui/components/route-fallbacks.tsx";
import { renderRoutes } from "../test/render";
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyChunk, lazyPage, loadChunk } from "./load-chunk";

const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe("loadChunk", () => {
  it("rejects with a load error when the chunk has not arrived after 120 seconds", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = loadChunk(never).then(settled, (error: unknown) => {
      settled(error);
      return error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await loading;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe("A script chunk did not arrive within 120 seconds.");
  });

  it("turns a missing chunk into a load error and passes a loaded one through", async () => {
    const missing = new TypeError("Failed to fetch dynamically imported module");
    await expect(loadChunk(() => Promise.reject(missing))).rejects.toMatchObject({
      name: "ChunkLoadError",
      cause: missing,
    });
    await expect(loadChunk(() => Promise.resolve("module"))).resolves.toBe("module");
  });
});

describe("a page whose chunk does not arrive", () => {
  const errorText = "Something went wrong while loading this page.";

  it("shows the route error fallback after 120 seconds (route chunks)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers();
    renderRoutes([{ path: "/", ErrorBoundary: RouteError, lazy: lazyPage(never) }], "/");
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByText(errorText)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(errorText).closest("main")).not.toBeNull();
  });

  it("shows the route error fallback after 120 seconds (React.lazy parts of a page)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers();
    const Part = lazyChunk<object>(never);
    renderRoutes([{ path: "/", ErrorBoundary: RouteError, element: <Part /> }], "/");
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    expect(screen.getByText(errorText).closest("main")).not.toBeNull();
  });
});
