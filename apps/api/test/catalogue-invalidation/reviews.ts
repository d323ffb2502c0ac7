import { makeAdmin } from "../helpers/accounts.ts";
import { ctx, idOf, send, shared, type Row } from "./context.ts";

/**
 * The moderation rows: the hiring rows' client reports the vendor's published listing, then the
 * jobs rows' client, made an admin, acts on it (no new accounts: sign-ups are throttled here).
 */
const reportListing = () =>
  send(
    "POST",
    "/api/reports",
    { targetType: "listing", targetId: shared.listingId, reason: "scam" },
    shared.hiring.client.token,
  );
async function moderate(move: string, extra: object) {
  await makeAdmin(ctx.t.database, shared.jobClient.user._id);
  const body = { targetType: "listing", targetId: shared.listingId, ...extra };
  return send("POST", `/api/admin/reports/${move}`, body, shared.jobClient.token);
}

export const moderationRows: Row[] = [
  ["POST /api/reports", { catalogue: false, request: () => reportListing() }],
  ["POST /api/admin/reports/dismiss", { catalogue: false, request: () => moderate("dismiss", {}) }],
  ["POST /api/admin/reports/hide", { catalogue: true, request: () => moderate("hide", { note: "Scam." }) }],
  ["POST /api/admin/reports/restore", { catalogue: true, request: () => moderate("restore", {}) }],
];

/** A review of the vendor's listing, by the hiring rows' client. */
const reviewBody = (rating: number) => ({ rating, comment: "Bound my notebook in a day." });
let reviewId = "";

/** A review's rating changes the listing's (the trigger), which cards and search show; a reply does not. */
export const reviewRows: Row[] = [
  [
    "POST /api/listings/:id/reviews",
    {
      catalogue: true,
      request: async () => {
        const res = await send(
          "POST",
          `/api/listings/${shared.listingId}/reviews`,
          reviewBody(5),
          shared.hiring.client.token,
        );
        reviewId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PUT /api/reviews/:id",
    {
      catalogue: true,
      request: () => send("PUT", `/api/reviews/${reviewId}`, reviewBody(4), shared.hiring.client.token),
    },
  ],
  [
    "POST /api/reviews/:id/reply",
    { catalogue: false, request: () => send("POST", `/api/reviews/${reviewId}/reply`, { reply: "Thank you!" }) },
  ],
  [
    "DELETE /api/reviews/:id",
    {
      catalogue: true,
      request: () => send("DELETE", `/api/reviews/${reviewId}`, undefined, shared.hiring.client.token),
    },
  ],
];
