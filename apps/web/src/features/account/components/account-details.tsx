import type { User, UserPlan } from "@mp/contracts/user";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { useClientDetails } from "../../../lib/client-details-api";
import { hasPage, laterPages } from "../../../lib/pages";
import { hirePlanAction, isLowBalance, planAction, type PlanAction } from "../account-rules";
import { EmailConfirmation } from "./email-confirmation";
import { PhoneNumber } from "./phone-number";

export type AccountTab = "user" | "member";

type AccountDetailsProps = {
  user: User;
  plan: UserPlan | null;
  tab: AccountTab;
  /** "member" only with the Client privilege (spec section 6). */
  tabs: readonly AccountTab[];
  onTabChange: (tab: AccountTab) => void;
  onNavigate: () => void;
};

const tabLabels: Record<AccountTab, string> = { user: "User Profile", member: "Member Profile" };

export function AccountDetails({ user, plan, tab, tabs, onTabChange, onNavigate }: AccountDetailsProps) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});
  const hasTabs = tabs.length > 1;

  function moveFocus(event: KeyboardEvent, current: AccountTab) {
    const index = tabs.indexOf(current);
    const offsets: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: AccountTab | undefined;
    if (event.key in offsets) next = tabs[(index + (offsets[event.key] ?? 0) + tabs.length) % tabs.length];
    if (event.key === "Home") next = tabs[0];
    if (event.key === "End") next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    tabRefs.current[next]?.focus();
  }

  const content =
    tab === "member" ? (
      <MemberProfile user={user} onNavigate={onNavigate} />
    ) : (
      <UserProfile user={user} plan={plan} onNavigate={onNavigate} />
    );
  if (!hasTabs) return <div className="account-details">{content}</div>;

  return (
    <div className="account-details">
      <div role="tablist" aria-label="Profiles" className="account-tabs">
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="account-tabs__tab"
            onClick={() => onTabChange(name)}
            onKeyDown={(event) => moveFocus(event, name)}
          >
            {tabLabels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {content}
      </div>
    </div>
  );
}

function UserProfile({ user, plan, onNavigate }: { user: User; plan: UserPlan | null; onNavigate: () => void }) {
  const action = planAction(plan, hasPage);
  // A freelancer's welcome connects count without a plan.
  const connects = plan?.connects ?? user.connects;
  return (
    <>
      <dl className="account-rows">
        <Row label="Name">{user.name}</Row>
        <ContactRows user={user} />
        <Row label="User Type">{user.userType}</Row>
      </dl>
      {user.AddtionalRole.length > 0 && (
        <div className="account-section">
          <p className="account-section__title">Additional Privilege</p>
          <ul className="account-chips">
            {user.AddtionalRole.map((role) => (
              <li key={role}>
                <PrivilegeChip role={role} userId={user._id} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="account-rows account-rows--plan">
        <PlanRow label="Subscription Plan" action={action} onNavigate={onNavigate}>
          {plan ? plan.planType : "No subscription yet"}
        </PlanRow>
        {(plan || connects > 0) && (
          <Row label="Available Connects">
            <Balance count={connects}>{`${connects} connects left`}</Balance>
          </Row>
        )}
      </dl>
    </>
  );
}

type MemberProfileProps = { user: User; onNavigate: () => void };

/** The member (client) side: the hire plan and its allowance, Remaining Freelancer. */
function MemberProfile({ user, onNavigate }: MemberProfileProps) {
  // The company rows come from the client profile, read when the tab opens; they show once present.
  const company = useClientDetails(user._id).data?.result_value.findClient;
  const action = hirePlanAction(user.HireSubscriptionType, hasPage);
  return (
    <dl className="account-rows">
      <Row label="Name">{user.name}</Row>
      <ContactRows user={user} />
      <Row label="User Type">Member</Row>
      {company?.CompanyName && <Row label="Company Name">{company.CompanyName}</Row>}
      {company?.CompanyAddress && <Row label="Company Address">{company.CompanyAddress}</Row>}
      <PlanRow label="Hire Plan" action={action} onNavigate={onNavigate}>
        {user.HireSubscriptionType ?? "No hire plan yet"}
      </PlanRow>
      <Row label="Remaining Freelancer">
        <Balance count={user.RemainingFreelancer}>{String(user.RemainingFreelancer)}</Balance>
      </Row>
    </dl>
  );
}

/** The address and the number, each with its confirmation (both make a "Verified business"). */
function ContactRows({ user }: { user: User }) {
  return (
    <>
      <Row label="Email">
        {user.email}
        <EmailConfirmation userId={user._id} />
      </Row>
      <Row label="Mobile">
        <PhoneNumber userId={user._id} phone={user.phone} />
      </Row>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-rows__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type PlanRowProps = { label: string; action: PlanAction | null; onNavigate: () => void; children: string };

/** A plan's row: its name, or that there is none, and the way to buy or upgrade one. */
function PlanRow({ label, action, onNavigate, children }: PlanRowProps) {
  return (
    <Row label={label}>
      <span className="account-plan">
        {children}
        {action && (
          <Link to={action.to} className="account-plan__action" onClick={onNavigate}>
            {action.label}
          </Link>
        )}
      </span>
    </Row>
  );
}

/** Spec section 2: red at 10 or fewer, else green. */
function Balance({ count, children }: { count: number; children: string }) {
  const isLow = isLowBalance(count);
  return (
    <>
      <span className={`account-balance account-balance--${isLow ? "low" : "ok"}`}>{children}</span>
      {isLow && <span className="visually-hidden"> (running low)</span>}
    </>
  );
}

const privilegePages = { Client: laterPages.clientProfile, Freelancer: laterPages.freelancerProfile } as const;

/** A privilege chip; it links to its profile page once that page exists. */
function PrivilegeChip({
  role,
  userId,
  onNavigate,
}: {
  role: User["AddtionalRole"][number];
  userId: string;
  onNavigate: () => void;
}) {
  const to = privilegePages[role];
  if (!hasPage(to)) return <span className="account-chip">{role}</span>;
  return (
    <Link to={to} state={{ UserId: userId }} className="account-chip account-chip--link" onClick={onNavigate}>
      {role}
    </Link>
  );
}
