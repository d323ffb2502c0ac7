import type { Conversation, SubjectKind } from "@mp/contracts/message";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatRelativeTime, initialsOf } from "@mp/ui/lib/format.ts";
import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@mp/ui/components/button.tsx";
import { messagePaths } from "../../../lib/paths-messages";
import { useConversations } from "../api/get-conversations";
import { QueryStatus } from "../../../components/ui/query-status";
import "./conversation-list.css";

type ConversationListProps = { activeId?: string; page: number; onPageChange: (page: number) => void };

/** The signed-in user's conversations, newest activity first, each with its unread count. */
export function ConversationList({ activeId, page, onPageChange }: ConversationListProps) {
  const query = useConversations(page);
  if (!query.isSuccess) {
    return (
      <QueryStatus
        query={query}
        loading="Loading your conversations…"
        failed="Your conversations could not be loaded"
        className="conversation-list__loading"
      />
    );
  }
  const conversations = query.data.result_value;
  if (conversations.length === 0 && page === 1) {
    return (
      <StatusMessage tone="neutral" icon={<Inbox aria-hidden="true" />} title="No conversations yet">
        A conversation starts from a job application or a hiring request (“Message”), or from “Ask a question” on a
        listing's page.
      </StatusMessage>
    );
  }
  return (
    <nav aria-label="Conversations" className="conversation-list">
      <ul className="conversation-list__items">
        {conversations.map((conversation) => (
          <li key={conversation._id}>
            <ConversationItem conversation={conversation} isActive={conversation._id === activeId} />
          </li>
        ))}
      </ul>
      {(page > 1 || query.data.meta.hasMore) && (
        <div className="conversation-list__pager">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Newer
          </Button>
          <Button variant="secondary" disabled={!query.data.meta.hasMore} onClick={() => onPageChange(page + 1)}>
            Older
          </Button>
        </div>
      )}
    </nav>
  );
}

const kindLabels: Record<SubjectKind, string> = {
  application: "Application",
  hire: "Hire request",
  listing: "Listing",
};

function ConversationItem({ conversation, isActive }: { conversation: Conversation; isActive: boolean }) {
  const { otherParty, subject, lastMessage, unreadCount } = conversation;
  const preview = lastMessage ? `${lastMessage.isMine ? "You: " : ""}${lastMessage.body}` : "No messages yet";
  return (
    <Link
      to={messagePaths.conversation(conversation._id)}
      className={`conversation-item${unreadCount > 0 ? " conversation-item--unread" : ""}`}
      aria-current={isActive ? "page" : undefined}
    >
      {subject.kind === "listing" && subject.imageUrl ? (
        <img className="conversation-item__cover" src={subject.imageUrl} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="conversation-item__avatar" aria-hidden="true">
          {initialsOf(otherParty.name)}
        </span>
      )}
      <span className="conversation-item__text">
        <span className="conversation-item__top">
          <span className="conversation-item__name">{otherParty.name}</span>
          <time className="conversation-item__time" dateTime={conversation.lastActivityAt}>
            {formatRelativeTime(conversation.lastActivityAt)}
          </time>
        </span>
        <span className="conversation-item__subject">
          <span className="conversation-item__kind">{kindLabels[subject.kind]}</span> {subject.title}
        </span>
        <span
          className={`conversation-item__preview${lastMessage?.removed ? " conversation-item__preview--removed" : ""}`}
        >
          {preview}
        </span>
      </span>
      {unreadCount > 0 && (
        <span className="conversation-item__unread">
          {unreadCount}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </Link>
  );
}
