import type { ReactNode } from "react";
import { LogoMark } from "@mp/ui/components/logo-mark.tsx";
import { AdminBadge } from "../../../components/ui/admin-badge";
import { useDocumentTitle } from "../../../lib/use-document-title";
import "./session-screen.css";

type SessionScreenProps = {
  productName: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: "neutral" | "warning";
};

/** A full page in place of the panel: no session yet, being checked, or refused. Never any data. */
export function SessionScreen({ productName, icon, title, children, actions, tone = "neutral" }: SessionScreenProps) {
  useDocumentTitle(`${title} · ${productName} Admin`);
  return (
    <div className="session-screen">
      <main className={`session-screen__card session-screen__card--${tone}`}>
        <p className="session-screen__brand">
          <LogoMark className="session-screen__mark" />
          <span>{productName}</span>
          <AdminBadge />
        </p>
        {/* Polite: the screen changes by itself when a hand-off arrives or a check ends. */}
        <div className="session-screen__message" aria-live="polite">
          <div className="icon-tile session-screen__icon">{icon}</div>
          <h1 className="session-screen__title">{title}</h1>
          <div className="session-screen__body">{children}</div>
        </div>
        {actions && <div className="session-screen__actions">{actions}</div>}
      </main>
    </div>
  );
}
