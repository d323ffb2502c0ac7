import { reportReasonLabels, reportTargetLabels, type ReportedItem } from "@mp/contracts/report";
import { Button } from "@mp/ui/components/button.tsx";
import { formatDateTime, formatNumber } from "@mp/ui/lib/format.ts";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { ModerationDialog } from "./moderation-dialogs";

type CardProps = { item: ReportedItem; siteUrl: string; onAction: (dialog: ModerationDialog) => void };

/** One reported item: what and whose it is, its reports in short, and what a moderator may do now. */
export function ReportedItemCard({ item, siteUrl, onAction }: CardProps) {
  const title = item.title ?? "(deleted)";
  const link = item.path && !item.hiddenAt ? new URL(item.path, siteUrl).href : null;
  const isHiddenByModerator = item.hiddenAt !== null;
  return (
    <article className="reported-item" aria-label={`${reportTargetLabels[item.targetType]}: ${title}`}>
      <header className="reported-item__head">
        <span className="reported-item__kind">{reportTargetLabels[item.targetType]}</span>
        <h2 className="reported-item__title">
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {title}
              <ExternalLink aria-hidden="true" />
              <span className="visually-hidden"> (opens the public page in a new tab)</span>
            </a>
          ) : (
            title
          )}
        </h2>
        <p className="reported-item__owner muted">
          {item.owner ? (
            <>
              By {item.owner.name} · <a href={`mailto:${item.owner.email}`}>{item.owner.email}</a>
            </>
          ) : (
            "Owner unknown"
          )}
        </p>
      </header>
      <dl className="reported-item__facts">
        <div>
          <dt>Reports</dt>
          <dd>{formatNumber(item.reportCount)}</dd>
        </div>
        <div>
          <dt>Latest</dt>
          <dd>{formatDateTime(item.latestAt)}</dd>
        </div>
        {item.resolvedAt && (
          <div>
            <dt>Resolved</dt>
            <dd>{formatDateTime(item.resolvedAt)}</dd>
          </div>
        )}
      </dl>
      <ul className="reported-item__reasons" aria-label="Reasons">
        {item.reasons.map(({ reason, count }) => (
          <li key={reason}>
            {reportReasonLabels[reason]}
            {count > 1 && ` × ${formatNumber(count)}`}
          </li>
        ))}
      </ul>
      {item.latestNote && (
        <blockquote className="reported-item__note">
          <span className="visually-hidden">A reporter's note: </span>“{item.latestNote}”
        </blockquote>
      )}
      {isHiddenByModerator && item.hiddenNote && <p className="reported-item__hidden">Hidden: {item.hiddenNote}</p>}
      {item.resolutionNote && !isHiddenByModerator && (
        <p className="reported-item__resolution muted">Moderator's note: {item.resolutionNote}</p>
      )}
      <div className="reported-item__actions">
        {/* A hidden message stays in its thread as "This message was removed by a moderator." */}
        {item.hiddenAt === null && item.title !== null && (
          <Button variant="danger" onClick={() => onAction("hide")}>
            Hide
          </Button>
        )}
        {item.resolvedAt === null && (
          <Button variant="secondary" onClick={() => onAction("dismiss")}>
            Dismiss
          </Button>
        )}
        {item.targetType === "message" && item.owner && (
          <Link to={`/users/${item.owner._id}`} className="reported-item__sender">
            The sender's account
          </Link>
        )}
        {isHiddenByModerator && item.hiddenNote !== null && (
          <Button onClick={() => onAction("restore")}>Restore</Button>
        )}
      </div>
    </article>
  );
}
