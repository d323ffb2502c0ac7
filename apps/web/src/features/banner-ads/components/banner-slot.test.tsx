import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { renderWithRouter } from "../../../test/render";
import { makeServedAd } from "../testing/fixtures";
import { BannerSlot } from "./banner-slot";

/** happy-dom's IntersectionObserver never reports: this one reports what the test says. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  report(ratio: number) {
    const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const ad = makeServedAd();

function api(served: unknown = ad) {
  return mockApi((url, request) => {
    if (url.pathname === "/api/banner-ads") return ok(served);
    if (url.pathname === `/api/banner-ads/${ad._id}/events` && request.method === "POST") {
      return { status: 202, body: { result: 1, result_value: { counted: true } } };
    }
    return failure(404, "Not found.");
  });
}

const events = (fetchMock: ReturnType<typeof mockApi>) =>
  sentRequests(fetchMock).filter((request) => request.method === "POST");

describe("BannerSlot", () => {
  it("shows nothing at all when no ad runs in the placement", async () => {
    const fetchMock = api(null);
    const { container } = renderWithRouter(<BannerSlot placement="category" subcategoryId={ad._id} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequests(fetchMock)[0]!.path).toBe(`/api/banner-ads?placement=category&subcategoryId=${ad._id}`);
    await act(async () => {});
    expect(container.innerHTML).toBe("");
  });

  it("shows nothing for an ad whose link is not http or https", async () => {
    const unsafe = makeServedAd({ title: "Unsafe", linkUrl: "javascript:alert(1)" });
    mockApi((url) => ok(url.searchParams.get("placement") === "search" ? unsafe : ad));
    renderWithRouter(
      <>
        <BannerSlot placement="search" />
        <BannerSlot placement="home" />
      </>,
    );
    // Both answers arrive together: once the safe ad shows, the unsafe one has had its chance.
    await screen.findByRole("img", { name: ad.title });
    await act(async () => {});
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByRole("img", { name: "Unsafe" })).toBeNull();
  });

  it("shows the ad marked as one, and reports its impression once when half of it is in view", async () => {
    const fetchMock = api();
    renderWithRouter(<BannerSlot placement="home" />);
    const link = await screen.findByRole("link", { name: /Spring sale at Rosie's/ });
    expect(link.getAttribute("href")).toBe(ad.linkUrl);
    expect(link.getAttribute("rel")).toBe("sponsored noopener");
    expect(screen.getByRole("complementary", { name: "Sponsored" })).toBeTruthy();
    expect(screen.getByText("Ad")).toBeTruthy();
    expect(screen.getByRole("img", { name: ad.title }).getAttribute("srcset")).toBe(ad.image.srcset);

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    act(() => observer.report(0.2));
    expect(events(fetchMock)).toEqual([]);
    act(() => observer.report(0.6));
    act(() => observer.report(1));
    expect(events(fetchMock)).toMatchObject([
      { path: `/api/banner-ads/${ad._id}/events`, body: { type: "impression" } },
    ]);
  });

  it("reports a click with a request that outlives the page", async () => {
    const fetchMock = api();
    const { user } = renderWithRouter(<BannerSlot placement="search" />);
    const link = await screen.findByRole("link", { name: /Spring sale at Rosie's/ });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    const click = fetchMock.mock.calls.find(([, init]) => init?.body === JSON.stringify({ type: "click" }));
    expect(click?.[0]).toBe(`/api/banner-ads/${ad._id}/events`);
    expect(click?.[1]?.keepalive).toBe(true);
  });
});
