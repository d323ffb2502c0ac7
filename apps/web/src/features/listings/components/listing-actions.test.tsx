import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { toastKind } from "../../../test/dom";
import { directionsUrl, ListingActions } from "./listing-actions";

const place = { latitude: 30.26, longitude: -97.74, address: "1 Main St, Austin, TX" };
const shareUrl = "https://market.example/productdetail/00000000-0000-4000-8000-000000000101";

function renderBar(props: Partial<Parameters<typeof ListingActions>[0]> = {}) {
  return render(
    <>
      <ListingActions
        name="Rye & Co"
        phone={null}
        website={null}
        place={place}
        shareUrl={shareUrl}
        useGoogleMaps={false}
        {...props}
      />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the listing's action bar", () => {
  it("offers Call only when a phone is set, as a tel: link that counts a contact", async () => {
    const { unmount } = renderBar();
    const bar = screen.getByRole("group", { name: "Actions for Rye & Co" });
    expect(within(bar).queryByRole("link", { name: "Call" })).toBeNull();
    unmount();

    const onContact = vi.fn();
    renderBar({ phone: "+1 (512) 555-0100", onContact });
    const call = screen.getByRole("link", { name: "Call" });
    expect(call.getAttribute("href")).toBe("tel:+15125550100");
    call.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(call);
    expect(onContact).toHaveBeenCalledTimes(1);
  });

  it("links the website only when it is an http(s) address, in a new tab without the opener", () => {
    const { unmount } = renderBar({ website: "javascript:alert(1)" });
    expect(screen.queryByRole("link", { name: "Website" })).toBeNull();
    unmount();
    renderBar({ website: "https://rye.example/" });
    const site = screen.getByRole("link", { name: "Website" });
    expect(site.getAttribute("href")).toBe("https://rye.example/");
    expect(site.getAttribute("target")).toBe("_blank");
    expect(site.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("gives directions through the site's map provider, from the address without coordinates", () => {
    const { unmount } = renderBar();
    expect(screen.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/directions?to=30.26%2C-97.74",
    );
    unmount();
    renderBar({ useGoogleMaps: true });
    expect(screen.getByRole("link", { name: "Directions" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.26%2C-97.74",
    );
    expect(directionsUrl({ latitude: null, longitude: null, address: "1 Main St, Austin" }, true)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Austin",
    );
    expect(directionsUrl({ latitude: null, longitude: null, address: " " }, false)).toBeNull();
  });

  it("copies the canonical link and says so where the browser cannot share", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn(async () => {}) } });
    renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(shareUrl);
    expect(await toastKind("Link copied")).toBe("success");
  });

  it("opens the share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: "Rye & Co", url: shareUrl });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("keeps the page's extra actions in the same row", () => {
    renderBar({ children: <button type="button">Save</button> });
    const bar = screen.getByRole("group", { name: "Actions for Rye & Co" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((button) => button.textContent?.trim()),
    ).toEqual(["Share", "Save"]);
  });
});
