import type { Conversation, Message } from "@mp/contracts/message";
import { Button } from "@mp/ui/components/button.tsx";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { productDetailUrl } from "../../../lib/paths-browse";
import { messagePaths } from "../../../lib/paths-messages";
import { useThread } from "../api/get-thread";
import { BlockButton } from "./block-button";
import { Composer } from "./composer";
import "./thread.css";

type ThreadProps = {
  conversationId: string;
  /** What the page offers on the other person's messages (Report). */
  messageAction?: (message: Message) => ReactNode;
};

/** One conversation: its messages, oldest at the top and newest at the bottom, and the composer. */
export function Thread({ conversationId, messageAction }: ThreadProps) {
  const thread = useThread(conversationId);
  const { latest, conversation, messages } = thread;
  const endRef = useRef<HTMLLIElement>(null);
  const newestId = messages.at(-1)?._id;

  // Follow the conversation: a new message at the bottom comes into view (an earlier page does not move it).
  useEffect(() => {
    if (newestId) endRef.current?.scrollIntoView({ block: "nearest" });
  }, [newestId]);

  if (latest.isPending) {
    return (
      <p className="thread__loading" role="status">
        Loading the conversation…
      </p>
    );
  }
  if (latest.isError && !conversation) {
    return (
      <LoadFailed
        query={latest}
        title="This conversation could not be loaded"
        notFound={{
          title: "Conversation not found",
          body: "It does not exist, or you are not one of its two people.",
          action: <Link to={messagePaths.messages}>All conversations</Link>,
        }}
      />
    );
  }
  if (!conversation) return null;

  return (
    <section className="thread" aria-labelledby="thread-title">
      <header className="thread__header">
        <Link to={messagePaths.messages} className="thread__back">
          <ArrowLeft aria-hidden="true" />
          <span>Conversations</span>
        </Link>
        <div className="thread__heading">
          <h2 id="thread-title" className="thread__title">
            {conversation.otherParty.name}
          </h2>
          <Subject conversation={conversation} />
        </div>
        <div className="thread__actions">
          <BlockButton conversation={conversation} />
        </div>
      </header>
      <div className="thread__scroller">
        {thread.hasEarlier && (
          <div className="thread__earlier">
            <Button variant="secondary" isBusy={thread.earlier.isLoading} onClick={() => void thread.loadEarlier()}>
              {thread.earlier.isLoading ? "Loading…" : "Load earlier"}
            </Button>
            {thread.earlier.error && (
              <p role="alert" className="thread__earlier-error">
                Earlier messages could not be loaded. {thread.earlier.error.message}
              </p>
            )}
          </div>
        )}
        {messages.length === 0 ? (
          <StatusMessage tone="neutral" icon={<MessagesSquare aria-hidden="true" />} title="No messages yet">
            Say hello to {conversation.otherParty.name}: your first message starts the conversation.
          </StatusMessage>
        ) : (
          <ol className="thread__messages" aria-label="Messages">
            {messages.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                action={message.isMine || message.removed ? null : messageAction?.(message)}
              />
            ))}
            <li ref={endRef} className="thread__end" aria-hidden="true" />
          </ol>
        )}
      </div>
      {latest.isError && (
        <p role="alert" className="thread__stale">
          New messages could not be fetched; retrying.
        </p>
      )}
      {conversation.blockedByMe ? (
        <p className="thread__blocked" role="status">
          You blocked {conversation.otherParty.name}. Unblock them to send messages again.
        </p>
      ) : (
        <Composer conversationId={conversationId} onSent={thread.addSent} />
      )}
    </section>
  );
}

/** What the conversation is about; a listing's name links to its page. */
function Subject({ conversation }: { conversation: Conversation }) {
  const { subject } = conversation;
  if (subject.kind === "listing" && subject.listingId) {
    return (
      <p className="thread__subject">
        Question about <Link to={productDetailUrl(subject.listingId)}>{subject.title}</Link>
      </p>
    );
  }
  return <p className="thread__subject">{subject.title}</p>;
}

function MessageItem({ message, action }: { message: Message; action: ReactNode }) {
  return (
    <li className={`message ${message.isMine ? "message--mine" : "message--theirs"}`}>
      <span className="visually-hidden">{message.isMine ? "You" : "Them"}: </span>
      {/* A message a moderator hid: the server sends "This message was removed by a moderator." in its place. */}
      <p className={message.removed ? "message__body message__body--removed" : "message__body"}>{message.body}</p>
      <span className="message__meta">
        <time className="message__time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {action}
      </span>
    </li>
  );
}
