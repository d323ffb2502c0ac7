import { createAccount } from "../helpers/accounts.ts";
import { createApplication } from "../helpers/messages.ts";
import { aPublicListingId, ctx, idOf, send, type Row } from "./context.ts";

let conversationId = "";

/** The other person of the vendor's conversation that the rows below open. */
async function conversationPartner(): Promise<string> {
  const res = await send("GET", `/api/conversations/${conversationId}/messages`);
  return res.json<{ result_value: { conversation: { otherParty: { _id: string } } } }>().result_value.conversation
    .otherParty._id;
}

/** A conversation opened, written to and read, a question about a listing, a block and its removal. */
export const messageRows: Row[] = [
  [
    "POST /api/conversations",
    {
      catalogue: false,
      request: async () => {
        const poster = await createAccount(ctx.t.app);
        const { applicationId } = await createApplication(ctx.t.database, {
          applicantId: ctx.vendor.user._id,
          posterId: poster.user._id,
        });
        const res = await send("POST", "/api/conversations", { applicationId });
        conversationId = idOf(res);
        return res;
      },
    },
  ],
  [
    "POST /api/conversations/:id/messages",
    { catalogue: false, request: () => send("POST", `/api/conversations/${conversationId}/messages`, { body: "Hi" }) },
  ],
  [
    "POST /api/conversations/:id/read",
    { catalogue: false, request: () => send("POST", `/api/conversations/${conversationId}/read`) },
  ],
  [
    "POST /api/listings/:id/conversation",
    {
      catalogue: false,
      request: async () =>
        send("POST", `/api/listings/${await aPublicListingId()}/conversation`, { body: "Open on Sundays?" }),
    },
  ],
  [
    "POST /api/messages/blocks",
    {
      catalogue: false,
      // The other person of the conversation the rows above opened (no new accounts: sign-ups are throttled here).
      request: async () => send("POST", "/api/messages/blocks", { userId: await conversationPartner() }),
    },
  ],
  [
    "DELETE /api/messages/blocks/:userId",
    {
      catalogue: false,
      request: async () => send("DELETE", `/api/messages/blocks/${await conversationPartner()}`),
    },
  ],
];
