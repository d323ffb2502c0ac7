import type { GalleryItem } from "@mp/contracts/vendor-listing";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { renderWithAuth } from "../../../test/render";
import { signIn } from "../../../test/session";
import { FakeXhr, makeGalleryItem, makeImage, uuid } from "../testing/fixtures";
import { GalleryManager } from "./gallery-manager";

const listingId = uuid();
const base = `/api/vendor/listings/${listingId}/images`;

function gallery(items: GalleryItem[]) {
  return mockApi((url, request) => {
    if (url.pathname === base && request.method === "GET") return ok(items);
    if (url.pathname === `${base}/order`) {
      const ids = (request.body as { imageIds: string[] }).imageIds;
      return ok(ids.map((id, position) => ({ ...items.find((item) => item._id === id)!, position })));
    }
    if (url.pathname === base && request.method === "POST") {
      const { imageId } = request.body as { imageId: string };
      return {
        status: 201,
        body: { result: 1, result_value: { ...makeImage(), _id: uuid(), imageId, caption: "", position: 9 } },
      };
    }
    if (url.pathname.startsWith(`${base}/`) && request.method === "PATCH") {
      const id = url.pathname.split("/").pop();
      const item = items.find((one) => one._id === id)!;
      return ok({ ...item, caption: (request.body as { caption: string }).caption });
    }
    if (url.pathname.startsWith(`${base}/`) && request.method === "DELETE")
      return ok({ _id: url.pathname.split("/").pop() });
    return failure(404, "Not found.");
  });
}

function renderGallery() {
  signIn();
  return renderWithAuth(<GalleryManager listingId={listingId} />);
}

const names = () =>
  within(screen.getByRole("list", { name: "Gallery images" }))
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

describe("the gallery manager", () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the images in order with their srcset, and an empty state without any", async () => {
    const items = [makeGalleryItem("Front", 0), makeGalleryItem("Counter", 1)];
    gallery(items);
    const view = renderGallery();
    await screen.findByRole("list", { name: "Gallery images" });
    expect(names()).toEqual(["Front", "Counter"]);
    expect(screen.getByRole("img", { name: "Front" }).getAttribute("srcset")).toBe(items[0]!.srcset);
    view.unmount();

    gallery([]);
    renderGallery();
    expect(await screen.findByText("No images yet")).toBeTruthy();
  });

  it("moves an image with the keyboard-usable buttons and sends the new order", async () => {
    const items = [makeGalleryItem("Front", 0), makeGalleryItem("Counter", 1), makeGalleryItem("Cakes", 2)];
    const fetchMock = gallery(items);
    const { user } = renderGallery();
    await screen.findByRole("list", { name: "Gallery images" });
    expect((screen.getByRole("button", { name: "Move image 1 up" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Move image 1 down" }));
    expect(names()).toEqual(["Counter", "Front", "Cakes"]);
    await waitFor(() => expect(sentRequests(fetchMock).some((r) => r.method === "PUT")).toBe(true));
    const put = sentRequests(fetchMock).find((r) => r.method === "PUT");
    expect(put?.path).toBe(`${base}/order`);
    expect(put?.body).toEqual({ imageIds: [items[1]!._id, items[0]!._id, items[2]!._id] });
    // The focus follows the moved image.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move image 2 down");
    expect(screen.getByText("Image moved to position 2 of 3.")).toBeTruthy();

    await user.keyboard("{Enter}");
    expect(names()).toEqual(["Counter", "Cakes", "Front"]);
    await waitFor(() => expect(sentRequests(fetchMock).filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(sentRequests(fetchMock).filter((r) => r.method === "PUT")[1]?.body).toEqual({
      imageIds: [items[1]!._id, items[2]!._id, items[0]!._id],
    });
  });

  it("uploads several files with a progress bar each, adds them in order, and shows a refusal per file", async () => {
    const fetchMock = gallery([]);
    const { user } = renderGallery();
    const input = await screen.findByLabelText("Add images");
    expect(input.hasAttribute("multiple")).toBe(true);

    await user.upload(input, [
      new File(["a"], "shop.jpg", { type: "image/jpeg" }),
      new File(["b"], "notes.png", { type: "image/png" }),
      new File(["c"], "cakes.webp", { type: "image/webp" }),
    ]);
    expect(FakeXhr.sent.map((xhr) => xhr.fileName)).toEqual(["shop.jpg", "notes.png", "cakes.webp"]);
    const uploads = screen.getByRole("list", { name: "Uploads" });
    FakeXhr.sent[0]!.progress(30, 100);
    FakeXhr.sent[2]!.progress(80, 100);
    await waitFor(() =>
      expect(
        (within(uploads).getByRole("progressbar", { name: "Uploading shop.jpg" }) as HTMLProgressElement).value,
      ).toBe(0.3),
    );
    expect(
      (within(uploads).getByRole("progressbar", { name: "Uploading cakes.webp" }) as HTMLProgressElement).value,
    ).toBe(0.8);

    const [first, second, third] = [makeImage(), makeImage(), makeImage()];
    // The third finishes first; it still joins the gallery after the first.
    FakeXhr.sent[2]!.respond(201, { result: 1, result_value: third });
    FakeXhr.sent[1]!.respond(400, { result: 0, message: "This file is not a JPEG, PNG or WebP image." });
    FakeXhr.sent[0]!.respond(201, { result: 1, result_value: first });
    expect(await within(uploads).findByText("This file is not a JPEG, PNG or WebP image.")).toBeTruthy();
    await waitFor(() => expect(sentRequests(fetchMock).filter((r) => r.method === "POST")).toHaveLength(2));
    expect(
      sentRequests(fetchMock)
        .filter((r) => r.method === "POST")
        .map((r) => r.body),
    ).toEqual([{ imageId: first!._id }, { imageId: third!._id }]);
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Gallery images" })).getAllByRole("listitem")).toHaveLength(2),
    );
    expect(second).toBeTruthy();

    await user.click(within(uploads).getByRole("button", { name: "Dismiss notes.png" }));
    expect(screen.queryByRole("list", { name: "Uploads" })).toBeNull();
  });

  it("saves a caption when its field loses focus, and deletes an image after confirming", async () => {
    const items = [makeGalleryItem("Front", 0), makeGalleryItem("Counter", 1)];
    const fetchMock = gallery(items);
    const { user } = renderGallery();
    const caption = await screen.findByLabelText("Caption of image 1");
    await user.clear(caption);
    await user.type(caption, "Our shop front");
    await user.tab();
    expect(await screen.findByText("Caption saved.")).toBeTruthy();
    const patch = sentRequests(fetchMock).find((r) => r.method === "PATCH");
    expect(patch?.path).toBe(`${base}/${items[0]!._id}`);
    expect(patch?.body).toEqual({ caption: "Our shop front" });

    await user.click(screen.getByRole("button", { name: "Delete image 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this image?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete image" }));
    await waitFor(() => expect(names()).toEqual(["Our shop front"]));
    expect(sentRequests(fetchMock).find((r) => r.method === "DELETE")?.path).toBe(`${base}/${items[1]!._id}`);
  });
});
