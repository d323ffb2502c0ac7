import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  hireMessages,
  hireRequestIdParamSchema,
  hireRequestResponseSchema,
  type HireRequestStatus,
} from "@mp/contracts/hire-request";
import type { AccountEventType } from "@mp/contracts/activity";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { insertAccountEvent, originOf } from "../activity/repository.ts";
import { grantCredits } from "../credits/public.ts";
import { hireAnsweredEmail } from "./hire-emails.ts";
import { findHireRequestView, findParty, lockHireRequest, type LockedHireRequest } from "./repository.ts";
import { markApplicationHired, setHireStatus } from "./write-repository.ts";

/** Who may make a move, from which state, to which, and what else it does. */
type Move = {
  by: "freelancer" | "client" | "either";
  from: HireRequestStatus;
  to: HireRequestStatus;
  wrongState: string;
  event?: AccountEventType;
  /** The Remaining Freelancer comes back to the client: a request that never became a hire costs nothing. */
  refund?: boolean;
  /** Mail the client the freelancer's answer. */
  mailAnswer?: boolean;
};

const moves = {
  accept: {
    by: "freelancer",
    from: "pending",
    to: "accepted",
    wrongState: hireMessages.notPending,
    event: "hire_accepted",
    mailAnswer: true,
  },
  decline: {
    by: "freelancer",
    from: "pending",
    to: "declined",
    wrongState: hireMessages.notPending,
    event: "hire_declined",
    refund: true,
    mailAnswer: true,
  },
  cancel: { by: "client", from: "pending", to: "canceled", wrongState: hireMessages.notPending, refund: true },
  complete: {
    by: "either",
    from: "accepted",
    to: "completed",
    wrongState: hireMessages.notAccepted,
    event: "hire_completed",
  },
} as const satisfies Record<string, Move>;

const summaries: Record<keyof typeof moves, string> = {
  accept: "Accept a hiring request (the freelancer)",
  decline: "Decline a hiring request (the freelancer; the client's Remaining Freelancer comes back)",
  cancel: "Withdraw a pending hiring request (the client; the Remaining Freelancer comes back)",
  complete: "Mark an accepted hire complete (either party)",
};

function mayMove(move: Move, hire: LockedHireRequest, userId: string): boolean {
  if (move.by === "freelancer") return hire.freelancerId === userId;
  if (move.by === "client") return hire.clientId === userId;
  return hire.freelancerId === userId || hire.clientId === userId;
}

/** Accept, decline, cancel and complete: each locks the request, checks who and from what, then moves it. */
export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(["Hiring"], app.authenticate);
  const { db } = app.database;
  const { storage, publicUrl, productName } = app.config;

  async function apply(request: FastifyRequest, id: string, move: Move) {
    const me = signedInUser(request);
    const hire = await db.transaction(async (tx) => {
      const locked = await lockHireRequest(tx, id);
      // Anyone but the party who may make this move is told it does not exist.
      if (!locked || !mayMove(move, locked, me._id)) throw new AppError("NOT_FOUND", hireMessages.requestNotFound);
      if (locked.status !== move.from) throw new AppError("CONFLICT", move.wrongState);
      await setHireStatus(tx, id, move.to);
      if (move.to === "accepted" && locked.applicationId) await markApplicationHired(tx, locked.applicationId);
      if (move.refund) {
        await grantCredits(tx, {
          userId: locked.clientId,
          kind: "freelancers",
          amount: 1,
          reason: "refund",
          referenceType: "hire_request",
          referenceId: id,
          note: `Hiring request ${move.to}`,
        });
      }
      if (move.event) await insertAccountEvent(tx, me._id, move.event, originOf(request));
      return locked;
    });
    const view = (await findHireRequestView(db, storage, id, me._id))!;
    if (move.mailAnswer) {
      const client = await findParty(db, hire.clientId);
      if (client) {
        app.mailer.sendInBackground(
          hireAnsweredEmail(
            { to: client.email, productName, link: `${publicUrl}/hiringRequest` },
            { freelancerName: view.freelancer.name, accepted: move.to === "accepted" },
          ),
          (err) => request.log.error({ err }, "hiring answer mail failed"),
        );
      }
    }
    return ok(view);
  }

  for (const [name, move] of Object.entries(moves) as [keyof typeof moves, Move][]) {
    app.post(
      `/hire-requests/:id/${name}`,
      signedIn.firstError(summaries[name], {
        params: hireRequestIdParamSchema,
        response: { 200: hireRequestResponseSchema },
      }),
      (request) => apply(request, request.params.id, move),
    );
  }
};
