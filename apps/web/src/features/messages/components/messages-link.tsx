import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { messagePaths } from "../../../lib/paths-messages";
import { useUnreadCount } from "../api/get-unread-count";
import "../../../components/layouts/header-pill.css";
import "./messages-link.css";

/** The header's Messages link, with the unread count as a badge (polled every 30 s). */
export function MessagesLink() {
  const { data: unread = 0 } = useUnreadCount();
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      to={messagePaths.messages}
      className="header-pill messages-link"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : "Messages"}
    >
      <MessageSquare aria-hidden="true" />
      <span className="messages-link__label" aria-hidden="true">
        Messages
      </span>
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
