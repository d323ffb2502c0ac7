import { Coins, History, ReceiptText, ShieldCheck, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { countOf, formatDate, formatDateTime, formatNumber } from "@mp/ui/lib/format.ts";
import type { AdminUserDetails } from "../api/get-user-details";
import { eventWords, ledgerReasonWords } from "../event-words";

type SectionProps = { user: AdminUserDetails };

function Section({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `user-section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className={`user-section ${id}`} aria-labelledby={id}>
      <div className="user-section__head">
        <h2 id={id} className="user-section__title">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="user-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="user-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const none = (words: string) => <span className="muted">{words}</span>;

export function AccountSection({ user }: SectionProps) {
  const { account, counts } = user;
  const signIns = [
    account.signInMethods.includes("password") && "Password",
    account.signInMethods.includes("google") && "Google",
    account.signInMethods.includes("facebook") && "Facebook",
  ];
  return (
    <Section title="Account" icon={<UserRound aria-hidden="true" />}>
      <Facts
        rows={[
          ["Email", account.email],
          ["Email verified", account.emailVerifiedAt ? formatDate(account.emailVerifiedAt) : none("Not yet")],
          ["Phone", account.phone ?? none("Not given")],
          ["Shown as", account.displayName],
          ["Signs in with", signIns.filter(Boolean).join(", ") || none("Nothing yet")],
          ["Live sessions", formatNumber(account.liveSessions)],
          ["Joined", formatDate(account.createdAt)],
          [
            "Made",
            `${countOf(counts.listings, "listing")}, ${countOf(counts.jobs, "job")}, ${countOf(counts.applications, "application")}`,
          ],
          ["Hidden items", counts.hiddenItems > 0 ? formatNumber(counts.hiddenItems) : none("None")],
        ]}
      />
    </Section>
  );
}

export function RolesSection({ user, onChangeRole }: SectionProps & { onChangeRole: (() => void) | null }) {
  const { account } = user;
  return (
    <Section
      title="Roles"
      icon={<ShieldCheck aria-hidden="true" />}
      action={
        onChangeRole && (
          <Button variant="secondary" onClick={onChangeRole}>
            Change role
          </Button>
        )
      }
    >
      <Facts
        rows={[
          ["User type", account.userType],
          ["Additional user type", account.additionalusertype ?? none("None")],
          ["Privileges", account.AddtionalRole.length > 0 ? account.AddtionalRole.join(", ") : none("None")],
        ]}
      />
    </Section>
  );
}

export function PlansSection({ user, onAdjust }: SectionProps & { onAdjust: () => void }) {
  const { account, balances, subscriptions } = user;
  const mismatch = balances.connects !== balances.ledgerConnects;
  return (
    <Section
      title="Plans & connects"
      icon={<Coins aria-hidden="true" />}
      action={
        <Button variant="secondary" onClick={onAdjust}>
          Adjust connects
        </Button>
      }
    >
      <Facts
        rows={[
          ["User plan", account.userPlan?.planType ?? none("No plan")],
          ["Hire plan", account.HireSubscriptionType ?? none("No plan")],
          [
            "Connects",
            <>
              {formatNumber(balances.connects)}
              {mismatch && (
                <span className="user-warning"> (the ledger sums {formatNumber(balances.ledgerConnects)})</span>
              )}
            </>,
          ],
          ["Remaining Freelancer", formatNumber(balances.remainingFreelancers)],
        ]}
      />
      <h3 className="user-section__subtitle">Subscriptions</h3>
      {subscriptions.length === 0 ? (
        <p className="muted">No subscriptions.</p>
      ) : (
        <ul className="user-list">
          {subscriptions.map((row) => (
            <li key={row._id} className="user-list__item">
              <span className="user-list__main">
                {row.planName} <span className="muted">({row.family} plan)</span>
              </span>
              <span className={`user-status user-status--${row.status}`}>{row.status.replace("_", " ")}</span>
              <span className="user-list__meta">
                {formatDate(row.currentPeriodStart)} – {formatDate(row.currentPeriodEnd)}
                {row.cancelAtPeriodEnd && " · ends then"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ActivitySection({ user }: SectionProps) {
  return (
    <Section title="Activity" icon={<History aria-hidden="true" />}>
      {user.recentEvents.length === 0 ? (
        <p className="muted">No activity yet.</p>
      ) : (
        <ol className="user-list" aria-label="Recent account events">
          {user.recentEvents.map((event) => (
            <li key={event._id} className="user-list__item">
              <span className="user-list__main">
                {eventWords[event.type]}
                {event.detail && <span className="muted">: {event.detail}</span>}
              </span>
              <time className="user-list__meta" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt)}
                {event.ip && ` · ${event.ip}`}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function LedgerSection({ user }: SectionProps) {
  return (
    <Section title="Ledger" icon={<ReceiptText aria-hidden="true" />}>
      {user.recentLedger.length === 0 ? (
        <p className="muted">No connects or allowance have moved yet.</p>
      ) : (
        <ol className="user-list" aria-label="Recent ledger rows">
          {user.recentLedger.map((row) => (
            <li key={row._id} className="user-list__item">
              <span className="user-list__main">
                <span className={row.delta > 0 ? "user-delta is-up" : "user-delta is-down"}>
                  {row.delta > 0 ? "+" : "−"}
                  {formatNumber(Math.abs(row.delta))}
                </span>{" "}
                {row.kind === "connects" ? "connects" : "Remaining Freelancer"} · {ledgerReasonWords[row.reason]}
                {row.note && <span className="muted"> · {row.note}</span>}
              </span>
              <span className="user-list__meta">
                balance {formatNumber(row.balanceAfter)} · {formatDateTime(row.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
