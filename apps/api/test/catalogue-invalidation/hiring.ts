import { createAccount, type Account } from "../helpers/accounts.ts";
import { HIRE_MESSAGE, insertFreelancerUser, makeClient, signedInFreelancer } from "../helpers/hiring.ts";
import { ctx, idOf, send, shared, type Row } from "./context.ts";

const { hiring } = shared;
const sendHire = (freelancerUserId: string) =>
  send("POST", "/api/hire-requests", { freelancerUserId, message: HIRE_MESSAGE }, hiring.client.token);
const hireMove = (move: string, by: Account) =>
  send("POST", `/api/hire-requests/${hiring.hireId}/${move}`, undefined, by.token);

/** Hiring requests declined, cancelled, accepted and completed, and the client's review of the hire. */
export const hiringRows: Row[] = [
  [
    "POST /api/hire-requests",
    {
      catalogue: false,
      request: async () => {
        hiring.client = await createAccount(ctx.t.app);
        await makeClient(ctx.t.database, hiring.client, 3);
        hiring.freelancer = await signedInFreelancer(ctx.t.app, ctx.t.database);
        const res = await sendHire(hiring.freelancer.user._id);
        hiring.hireId = idOf(res);
        return res;
      },
    },
  ],
  ["POST /api/hire-requests/:id/decline", { catalogue: false, request: () => hireMove("decline", hiring.freelancer) }],
  [
    "POST /api/hire-requests/:id/cancel",
    {
      catalogue: false,
      request: async () => {
        hiring.hireId = idOf(await sendHire(await insertFreelancerUser(ctx.t.database)));
        return hireMove("cancel", hiring.client);
      },
    },
  ],
  [
    "POST /api/hire-requests/:id/accept",
    {
      catalogue: false,
      request: async () => {
        hiring.hireId = idOf(await sendHire(hiring.freelancer.user._id));
        return hireMove("accept", hiring.freelancer);
      },
    },
  ],
  ["POST /api/hire-requests/:id/complete", { catalogue: false, request: () => hireMove("complete", hiring.client) }],
  [
    "POST /api/hire-requests/:id/reviews",
    {
      catalogue: false,
      request: () =>
        send(
          "POST",
          `/api/hire-requests/${hiring.hireId}/reviews`,
          { rating: 5, comment: "Quick and careful work." },
          hiring.client.token,
        ),
    },
  ],
];
