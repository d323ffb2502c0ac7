import { type Rows, publicRow, reviewPayload, signedIn } from "./context.ts";

/** Conversations and blocks, reports, and listing reviews with their replies. */
export const messageRows: Rows = {
  "POST /api/reports": signedIn,
  "POST /api/conversations": {
    access: "party",
    resource: "conversation",
    body: (fixture) => ({ applicationId: fixture.itemId }),
  },
  "GET /api/conversations": signedIn,
  "GET /api/conversations/unread-count": signedIn,
  "GET /api/conversations/:id/messages": { access: "party", resource: "conversation" },
  "POST /api/conversations/:id/messages": { access: "party", resource: "conversation", body: () => ({ body: "Hi" }) },
  "POST /api/conversations/:id/read": { access: "party", resource: "conversation" },
  "POST /api/listings/:id/conversation": {
    access: "signed-in",
    resource: "askable-listing",
    body: () => ({ body: "Open on Sundays?" }),
  },
  "GET /api/messages/blocks": signedIn,
  "POST /api/messages/blocks": signedIn,
  "DELETE /api/messages/blocks/:userId": signedIn,
  "GET /api/listings/:id/reviews": publicRow,
  "GET /api/listings/:id/reviews/mine": { access: "signed-in", resource: "reviewable-listing" },
  "POST /api/listings/:id/reviews": { access: "signed-in", resource: "reviewable-listing", body: () => reviewPayload },
  "PUT /api/reviews/:id": { access: "party", resource: "review", body: () => ({ ...reviewPayload, rating: 2 }) },
  "DELETE /api/reviews/:id": { access: "party", resource: "review" },
  "POST /api/reviews/:id/reply": { access: "party", resource: "received-review", body: () => ({ reply: "Thanks!" }) },
};
