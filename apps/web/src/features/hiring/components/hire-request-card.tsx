import type { HireRequest } from "@mp/contracts/hire-request";
import { Button } from "@mp/ui/components/button.tsx";
import { formatDate } from "@mp/ui/lib/format.ts";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { PersonAvatar } from "../../../components/ui/person-avatar";
import { hasPage } from "../../../lib/pages";
import { hiringPaths } from "../../../lib/paths-hiring";
import { notify } from "../../../lib/toast";
import { useMoveHire, useOpenHireConversation, type HireMove } from "../api/hire-actions";
import { hireStatusLabels } from "../status";
import { ReviewDialog } from "./review-dialog";
import "../../../components/ui/status-chip.css";
import "../../../components/ui/surface-card.css";
import "../../../components/ui/person-head.css";
import "./hire-request-card.css";

/** Whose view of the request: the freelancer received it, the client sent it. */
export type HireSide = "freelancer" | "client";

/**
 * What the page puts beside a client on a received request — its "Report" (the moderation
 * feature's, which this feature may not import). Only for a client with a profile.
 */
export type ReportClientSlot = (client: HireRequest["client"] & { ClientId: string }) => ReactNode;

const moveTexts: Record<HireMove, { label: string; busy: string; done: string }> = {
  accept: { label: "Accept", busy: "Accepting…", done: "Hiring request accepted." },
  decline: { label: "Decline", busy: "Declining…", done: "Hiring request declined." },
  cancel: { label: "Withdraw", busy: "Withdrawing…", done: "Hiring request withdrawn." },
  complete: { label: "Mark complete", busy: "Saving…", done: "Marked complete." },
};

/** The moves this side may make from the request's state (the server checks them again). */
function movesOf(request: HireRequest, side: HireSide): HireMove[] {
  if (request.status === "pending") return side === "freelancer" ? ["accept", "decline"] : ["cancel"];
  if (request.status === "accepted") return ["complete"];
  return [];
}

/** One hiring request: who, for what, their message, its state, and what this side can do next. */
export function HireRequestCard({
  request,
  side,
  reportClient,
}: {
  request: HireRequest;
  side: HireSide;
  reportClient?: ReportClientSlot;
}) {
  const move = useMoveHire();
  const open = useOpenHireConversation();
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState(false);
  const other = side === "freelancer" ? request.client : request.freelancer;
  const subtitle = side === "freelancer" ? request.client.companyName : request.freelancer.headline;
  const canMessage = (request.status === "accepted" || request.status === "completed") && hasPage(hiringPaths.messages);
  const canReview = request.status === "completed" && !request.reviewedByMe;
  const { ClientId } = request.client;
  const report =
    side === "freelancer" && ClientId && reportClient ? reportClient({ ...request.client, ClientId }) : null;

  const run = (which: HireMove) =>
    move.mutate(
      { id: request._id, move: which },
      {
        onSuccess: () => notify.success(moveTexts[which].done),
        onError: (error) => notify.error(error.message),
      },
    );
  const message = () =>
    open.mutate(request._id, {
      onSuccess: ({ result_value }) => navigate(hiringPaths.conversation(result_value._id)),
      onError: (error) => notify.error(error.message),
    });

  return (
    <article className="surface-card hire-card" aria-labelledby={`hire-${request._id}`}>
      <header className="person-head hire-card__head">
        <PersonAvatar name={other.name} imageUrl={side === "freelancer" ? request.client.logoUrl : null} />
        <div className="person-head__who hire-card__who">
          <h3 id={`hire-${request._id}`} className="person-head__name hire-card__name">
            {other.name}
          </h3>
          {subtitle && <p className="person-head__line">{subtitle}</p>}
        </div>
        <span className={`status-chip hire-status hire-status--${request.status}`}>
          {hireStatusLabels[request.status]}
        </span>
      </header>
      <p className="hire-card__job">{request.jobTitle ? `For the job “${request.jobTitle}”` : "Not tied to a job"}</p>
      <p className="hire-card__message">{request.message}</p>
      <dl className="hire-card__dates">
        <div>
          <dt>Sent</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </dd>
        </div>
        {request.respondedAt && (
          <div>
            <dt>Answered</dt>
            <dd>
              <time dateTime={request.respondedAt}>{formatDate(request.respondedAt)}</time>
            </dd>
          </div>
        )}
        {request.completedAt && (
          <div>
            <dt>Completed</dt>
            <dd>
              <time dateTime={request.completedAt}>{formatDate(request.completedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      {(movesOf(request, side).length > 0 || canMessage || canReview || request.reviewedByMe) && (
        <div className="hire-card__actions">
          {movesOf(request, side).map((which) => (
            <Button
              key={which}
              variant={which === "decline" || which === "cancel" ? "secondary" : "primary"}
              isBusy={move.isPending && move.variables?.move === which}
              disabled={move.isPending}
              onClick={() => run(which)}
            >
              {move.isPending && move.variables?.move === which ? moveTexts[which].busy : moveTexts[which].label}
            </Button>
          ))}
          {canMessage && (
            <Button variant="secondary" isBusy={open.isPending} onClick={message}>
              Message
            </Button>
          )}
          {canReview && (
            <Button variant="primary" onClick={() => setReviewing(true)}>
              Write a review
            </Button>
          )}
          {request.reviewedByMe && <span className="hire-card__note">You reviewed this hire.</span>}
        </div>
      )}
      {report && <div className="hire-card__report">{report}</div>}
      {reviewing && <ReviewDialog request={request} revieweeName={other.name} onClose={() => setReviewing(false)} />}
    </article>
  );
}
