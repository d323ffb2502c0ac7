import { useId, type ReactNode } from "react";
import "./payment-pages.css";

type PaymentNoticeProps = { icon?: ReactNode; title: string; children: ReactNode; actions?: ReactNode };

/** A payment page's one message, under the page's heading. */
export function PaymentNotice({ icon, title, children, actions }: PaymentNoticeProps) {
  const titleId = useId();
  return (
    <section className="payment-card payment-card--notice" aria-labelledby={titleId}>
      {icon && <span className="payment-card__icon">{icon}</span>}
      <h2 id={titleId} className="payment-card__title">
        {title}
      </h2>
      <div className="payment-card__lead">{children}</div>
      {actions && <div className="payment-card__actions">{actions}</div>}
    </section>
  );
}
