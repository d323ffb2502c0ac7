import type { GalleryItem } from "@mp/contracts/vendor-listing";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeGalleryItem, makeImage, uuid } from "../testing/fixtures";
import { GalleryManager } from "./gallery-manager";

const listingId = uuid();
const base = `/api/vendor/listings/${listingId}/images`;

function gallery(items: GalleryItem[]) {
  server.use(
    http.get(base, () => ok(items)),
    http.put(`${base}/order`, async ({ request }) => {
      const { imageIds } = (await request.json()) as { imageIds: string[] };
      return ok(imageIds.map((id, position) => ({ ...items.find((item) => item._id === id)!, position })));
    }),
    http.post(base, async ({ request }) => {
      const { imageId } = (await request.json()) as { imageId: string };
      return ok({ ...makeImage(), _id: uuid(), imageId, caption: "", position: 9 }, { status: 201 });
    }),
    http.patch(`${base}/:id`, async ({ params, request }) => {
      const item = items.find((one) => one._id === params.id)!;
      return ok({ ...item, caption: ((await request.json()) as { caption: string }).caption });
    }),
    http.delete(`${base}/:id`, ({ params }) => ok({ _id: params.id })),
  );
  return recordRequests(server);
}

/** `POST /api/vendor/images` (the real XMLHttpRequest, through MSW): each upload waits for the test's answer. */
function holdUploads() {
  const waiting = new Map<string, (reply: Response) => void>();
  server.use(
    http.post("/api/vendor/images", async ({ request }) => {
      const file = (await request.formData()).get("file") as File;
      return new Promise<Response>((resolve) => waiting.set(file.name, resolve));
    }),
  );
  return {
    received: () => [...waiting.keys()],
    answer: (fileName: string, reply: Response) => waiting.get(fileName)!(reply),
  };
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
    expect((await screen.findByText("No images yet")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("list", { name: "Gallery images" })).toBeNull();
  });

  it("moves an image with the keyboard-usable buttons and sends the new order", async () => {
    const items = [makeGalleryItem("Front", 0), makeGalleryItem("Counter", 1), makeGalleryItem("Cakes", 2)];
    const sent = gallery(items);
    const { user } = renderGallery();
    await screen.findByRole("list", { name: "Gallery images" });
    expect((screen.getByRole("button", { name: "Move image 1 up" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Move image 1 down" }));
    expect(names()).toEqual(["Counter", "Front", "Cakes"]);
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    const put = sent.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`${base}/order`);
    expect(put?.body).toEqual({ imageIds: [items[1]!._id, items[0]!._id, items[2]!._id] });
    // The focus follows the moved image.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move image 2 down");
    expect(screen.getByText("Image moved to position 2 of 3.").getAttribute("aria-live")).toBe("polite");

    await user.keyboard("{Enter}");
    expect(names()).toEqual(["Counter", "Cakes", "Front"]);
    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(sent.filter((r) => r.method === "PUT")[1]?.body).toEqual({
      imageIds: [items[1]!._id, items[2]!._id, items[0]!._id],
    });
  });

  it("uploads several files with a progress bar each, adds them in order, and shows a refusal per file", async () => {
    const sent = gallery([]);
    const uploads = holdUploads();
    const { user } = renderGallery();
    const input = await screen.findByLabelText("Add images");
    expect(input.hasAttribute("multiple")).toBe(true);

    await user.upload(input, [
      new File(["a"], "shop.jpg", { type: "image/jpeg" }),
      new File(["b"], "notes.png", { type: "image/png" }),
      new File(["c"], "cakes.webp", { type: "image/webp" }),
    ]);
    // All three go out side by side, each with its own bar.
    await waitFor(() => expect(uploads.received().sort()).toEqual(["cakes.webp", "notes.png", "shop.jpg"]));
    const list = screen.getByRole("list", { name: "Uploads" });
    const bars = within(list).getAllByRole("progressbar") as HTMLProgressElement[];
    expect(bars.map((bar) => [bar.getAttribute("aria-label"), bar.value])).toEqual([
      ["Uploading shop.jpg", 0],
      ["Uploading notes.png", 0],
      ["Uploading cakes.webp", 0],
    ]);

    const [first, third] = [makeImage(), makeImage()];
    // The third finishes first; it still joins the gallery after the first.
    uploads.answer("cakes.webp", ok(third, { status: 201 }));
    uploads.answer("notes.png", failure(400, "This file is not a JPEG, PNG or WebP image."));
    uploads.answer("shop.jpg", ok(first, { status: 201 }));
    const refusal = await within(list).findByText("This file is not a JPEG, PNG or WebP image.");
    expect(refusal.getAttribute("role")).toBe("alert");
    expect(refusal.closest("li")?.querySelector(".gallery-uploads__name")?.textContent).toBe("notes.png");
    await waitFor(() => expect(sent.filter((r) => r.method === "POST" && r.path === base)).toHaveLength(2));
    expect(sent.filter((r) => r.method === "POST" && r.path === base).map((r) => r.body)).toEqual([
      { imageId: first!._id },
      { imageId: third!._id },
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Gallery images" })).getAllByRole("listitem")).toHaveLength(2),
    );

    await user.click(within(list).getByRole("button", { name: "Dismiss notes.png" }));
    expect(screen.queryByRole("list", { name: "Uploads" })).toBeNull();
  });

  it("saves a caption when its field loses focus, and deletes an image after confirming", async () => {
    const items = [makeGalleryItem("Front", 0), makeGalleryItem("Counter", 1)];
    const sent = gallery(items);
    const { user } = renderGallery();
    const caption = await screen.findByLabelText("Caption of image 1");
    await user.clear(caption);
    await user.type(caption, "Our shop front");
    await user.tab();
    await waitFor(() => expect(descriptionOf(screen.getByLabelText("Caption of image 1"))).toContain("Caption saved."));
    const patch = sent.find((r) => r.method === "PATCH");
    expect(patch?.path).toBe(`${base}/${items[0]!._id}`);
    expect(patch?.body).toEqual({ caption: "Our shop front" });

    await user.click(screen.getByRole("button", { name: "Delete image 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this image?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete image" }));
    await waitFor(() => expect(names()).toEqual(["Our shop front"]));
    expect(sent.find((r) => r.method === "DELETE")?.path).toBe(`${base}/${items[1]!._id}`);
  });
});
