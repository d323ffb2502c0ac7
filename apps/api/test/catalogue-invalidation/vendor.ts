import { solidImage } from "../fixtures/images/generate.ts";
import { bearer } from "../helpers/accounts.ts";
import { catalogue, imageForm, listingBody, uploadImage } from "../helpers/vendor.ts";
import { profileBody } from "../helpers/vendor-profile.ts";
import { ctx, idOf, listingUrl, send, shared, type Row } from "./context.ts";

let itemId = "";

/**
 * The vendor's images, a listing made, edited and published with its gallery and fields, the
 * visitors' views, impressions and clicks on it (no catalogue write), and the vendor's profile.
 */
export const vendorRows: Row[] = [
  [
    "POST /api/vendor/images",
    {
      catalogue: false,
      request: async () => {
        const images = [await uploadImage(ctx.t.app, ctx.vendor.token), await uploadImage(ctx.t.app, ctx.vendor.token)];
        const res = await ctx.t.app.inject({
          method: "POST",
          url: "/api/vendor/images",
          headers: bearer(ctx.vendor.token),
          payload: imageForm(await solidImage(640, 480, "png")),
        });
        shared.imageIds = [...images.map((image) => image._id), idOf(res)];
        return res;
      },
    },
  ],
  [
    "POST /api/vendor/listings",
    {
      catalogue: true,
      request: async () => {
        const ids = await catalogue(ctx.t.database);
        const res = await send("POST", "/api/vendor/listings", listingBody(ids, { coverImageId: shared.imageIds[0]! }));
        shared.listingId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/listings/:id",
    {
      catalogue: true,
      request: async () =>
        send(
          "PUT",
          listingUrl(),
          listingBody(await catalogue(ctx.t.database), { name: "Renamed", coverImageId: shared.imageIds[0]! }),
        ),
    },
  ],
  [
    "POST /api/vendor/listings/:id/publish",
    { catalogue: true, request: () => send("POST", `${listingUrl()}/publish`) },
  ],
  [
    "POST /api/vendor/listings/:id/images",
    {
      catalogue: true,
      request: async () => {
        const res = await send("POST", `${listingUrl()}/images`, { imageId: shared.imageIds[1]!, caption: "Front" });
        itemId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/listings/:id/images/order",
    { catalogue: true, request: () => send("PUT", `${listingUrl()}/images/order`, { imageIds: [itemId] }) },
  ],
  [
    "PATCH /api/vendor/listings/:id/images/:itemId",
    { catalogue: true, request: () => send("PATCH", `${listingUrl()}/images/${itemId}`, { caption: "Door" }) },
  ],
  [
    "DELETE /api/vendor/listings/:id/images/:itemId",
    { catalogue: true, request: () => send("DELETE", `${listingUrl()}/images/${itemId}`) },
  ],
  [
    "PUT /api/vendor/listings/:id/fields",
    {
      catalogue: true,
      request: () =>
        send("PUT", `${listingUrl()}/fields`, { fields: [{ label: "Rooms", type: "number", value: "3" }] }),
    },
  ],
  [
    "POST /api/listings/:id/events",
    { catalogue: false, request: () => send("POST", `/api/listings/${shared.listingId}/events`, { type: "view" }) },
  ],
  [
    "POST /api/listings/impressions",
    { catalogue: false, request: () => send("POST", "/api/listings/impressions", { ids: [shared.listingId] }) },
  ],
  [
    "POST /api/listings/:id/featured-click",
    { catalogue: false, request: () => send("POST", `/api/listings/${shared.listingId}/featured-click`) },
  ],
  ["PUT /api/vendor/profile", { catalogue: true, request: () => send("PUT", "/api/vendor/profile", profileBody()) }],
];

/** The listing unpublished and deleted: last, after the reviews and reports of it. */
export const vendorRemovalRows: Row[] = [
  [
    "POST /api/vendor/listings/:id/unpublish",
    { catalogue: true, request: () => send("POST", `${listingUrl()}/unpublish`) },
  ],
  ["DELETE /api/vendor/listings/:id", { catalogue: true, request: () => send("DELETE", listingUrl()) }],
];
