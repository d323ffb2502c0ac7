import { MessagesSquare } from "lucide-react";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useParams, useSearchParams } from "react-router";
import { RequireToken } from "../../features/auth/components/require-token";
import { ConversationList } from "../../features/messages/components/conversation-list";
import { Thread } from "../../features/messages/components/thread";
import { ReportButton } from "../../features/moderation/components/report-button";
import { usePageTitle } from "../use-page-title";
import "./messages.css";

/**
 * `/messages` and `/messages/{conversationId}`: the conversations beside the open thread on a
 * desktop; on a phone the list and the thread are separate screens.
 */
export function MessagesRoute() {
  usePageTitle("Messages");
  const { conversationId } = useParams();
  return (
    <div className={`container messages-page ${conversationId ? "messages-page--thread" : "messages-page--list"}`}>
      <h1 className="messages-page__title">Messages</h1>
      <RequireToken>
        <SignedInMessages conversationId={conversationId} />
      </RequireToken>
    </div>
  );
}

function SignedInMessages({ conversationId }: { conversationId: string | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(searchParams.get("page"))) || 1));
  return (
    <div className="messages-page__panes">
      <div className="messages-page__list">
        <ConversationList
          activeId={conversationId}
          page={page}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      </div>
      <div className="messages-page__thread">
        {conversationId ? (
          <Thread
            key={conversationId}
            conversationId={conversationId}
            messageAction={(message) => (
              <ReportButton targetType="message" targetId={message._id} what="this message" look="link" />
            )}
          />
        ) : (
          <StatusMessage tone="neutral" icon={<MessagesSquare aria-hidden="true" />} title="Choose a conversation">
            Pick a conversation on the left to read it and reply.
          </StatusMessage>
        )}
      </div>
    </div>
  );
}
