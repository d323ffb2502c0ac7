import { act, screen, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, recordRequests, type SentRequest } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
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
  server.use(
    http.get("/api/banner-ads", () => ok(served)),
    http.post(`/api/banner-ads/${ad._id}/events`, () => ok({ counted: true }, { status: 202 })),
  );
  return recordRequests(server);
}

const events = (sent: SentRequest[]) => sent.filter((request) => request.method === "POST");

describe("BannerSlot", () => {
  it("shows nothing at all when no ad runs in the placement", async () => {
    const sent = api(null);
    const { container } = renderWithRouter(<BannerSlot placement="category" subcategoryId={ad._id} />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(`/api/banner-ads?placement=category&subcategoryId=${ad._id}`);
    await act(async () => {});
    expect(container.innerHTML).toBe("");
  });

  it("shows nothing for an ad whose link is not http or https", async () => {
    const unsafe = makeServedAd({ title: "Unsafe", linkUrl: "javascript:alert(1)" });
    server.use(
      http.get("/api/banner-ads", ({ request }) =>
        ok(new URL(request.url).searchParams.get("placement") === "search" ? unsafe : ad),
      ),
    );
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
    const sent = api();
    renderWithRouter(<BannerSlot placement="home" />);
    const link = await screen.findByRole("link", { name: /Spring sale at Rosie's/ });
    expect(link.getAttribute("href")).toBe(ad.linkUrl);
    expect(link.getAttribute("rel")).toBe("sponsored noopener");
    const aside = screen.getByRole("complementary", { name: "Sponsored" });
    expect(aside.contains(link)).toBe(true);
    // Marked inside the link, which says that it opens a new tab.
    expect(within(link).getByText("Ad").textContent).toBe("Ad (opens in a new tab)");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("img", { name: ad.title }).getAttribute("srcset")).toBe(ad.image.srcset);

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    act(() => observer.report(0.2));
    await act(async () => {});
    expect(events(sent)).toEqual([]);
    act(() => observer.report(0.6));
    act(() => observer.report(1));
    await vi.waitFor(() =>
      expect(events(sent)).toMatchObject([{ path: `/api/banner-ads/${ad._id}/events`, body: { type: "impression" } }]),
    );
    await act(async () => {});
    expect(events(sent)).toHaveLength(1);
  });

  it("reports a click with a request that outlives the page", async () => {
    const sent = api();
    const { user } = renderWithRouter(<BannerSlot placement="search" />);
    const link = await screen.findByRole("link", { name: /Spring sale at Rosie's/ });
    link.addEventListener("click", (event) => event.preventDefault());
    // keepalive stays in the browser (happy-dom's Request drops it): read it off the call.
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await user.click(link);
    await vi.waitFor(() =>
      expect(events(sent)).toMatchObject([{ path: `/api/banner-ads/${ad._id}/events`, body: { type: "click" } }]),
    );
    const click = fetchSpy.mock.calls.find(([, init]) => init?.body === JSON.stringify({ type: "click" }));
    expect(click?.[1]?.keepalive).toBe(true);
  });
});
