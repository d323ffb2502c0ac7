import type { ReactNode } from "react";
import "./status-message.css";

type StatusMessageProps = {
  tone: "neutral" | "error";
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
};

/** An empty or failed state: what happened, and what the visitor can do about it. */
export function StatusMessage({ tone, icon, title, children, action }: StatusMessageProps) {
  return (
    <div className={`status-message status-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {icon && <div className="status-message__icon">{icon}</div>}
      <p className="status-message__title">{title}</p>
      {children && <div className="status-message__body">{children}</div>}
      {action && <div className="status-message__action">{action}</div>}
    </div>
  );
}
