import { accountEventTexts, type AccountEvent, type AccountEventType } from "@mp/contracts/activity";
import {
  BadgeCheck,
  Ban,
  Briefcase,
  CalendarX,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CircleX,
  Coins,
  CreditCard,
  Eye,
  EyeOff,
  FilePlus,
  Globe,
  Handshake,
  History,
  KeyRound,
  Link2,
  LockKeyhole,
  LogIn,
  LogOut,
  Monitor,
  Phone,
  RefreshCw,
  Send,
  ShieldCheck,
  Smartphone,
  Star,
  TrendingUp,
  Undo2,
  UserCheck,
  UserPlus,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { useActivityLog } from "../api/get-activity-log";
import { formatDateTime, formatRelativeTime } from "@mp/ui/lib/format.ts";
import { describeDevice } from "../describe-event";
import "../../../components/ui/spread-row.css";
import "../../../components/ui/surface-card.css";
import "./activity-log.css";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";

type ActivityLogProps = { userId: string; page: number; onPageChange: (page: number) => void };

const icons: Record<AccountEventType, LucideIcon> = {
  signed_up: UserPlus,
  signed_in: LogIn,
  signed_out: LogOut,
  password_reset_requested: KeyRound,
  password_changed: LockKeyhole,
  social_linked: Link2,
  subscription_started: CreditCard,
  subscription_upgraded: TrendingUp,
  subscription_renewed: RefreshCw,
  subscription_canceled: CalendarX,
  subscription_expired: CalendarX,
  payment_failed: XCircle,
  registered_freelancer: BadgeCheck,
  registered_client: BadgeCheck,
  job_posted: FilePlus,
  job_closed: Briefcase,
  job_applied: Send,
  hire_requested: Handshake,
  hire_accepted: CircleCheck,
  hire_declined: CircleX,
  hire_completed: CircleCheck,
  content_hidden: EyeOff,
  content_restored: Eye,
  account_suspended: Ban,
  account_restored: UserCheck,
  role_changed: ShieldCheck,
  connects_adjusted: Coins,
  payment_refunded: Undo2,
  phone_verified: Phone,
  review_posted: Star,
};

/** Events of the account's sessions always say where they came from; a webhook's or the schedule's has no address. */
const signInEvents = new Set<AccountEventType>([
  "signed_up",
  "signed_in",
  "signed_out",
  "password_reset_requested",
  "password_changed",
  "social_linked",
]);

const SKELETON_ROWS = 5;

/** The signed-in user's account events, newest first, a page at a time. */
export function ActivityLog({ userId, page, onPageChange }: ActivityLogProps) {
  const log = useActivityLog({ userId, page });

  if (log.isPending) return <ActivitySkeleton />;
  if (log.isError) {
    return <LoadFailed query={log} title="Your activity could not be loaded" />;
  }

  const { result_value: events, meta } = log.data;
  if (events.length === 0) {
    return (
      <StatusMessage
        tone="neutral"
        icon={<History aria-hidden="true" />}
        title={page === 1 ? "No activity yet" : "No more activity"}
        action={page > 1 && <Button onClick={() => onPageChange(1)}>Back to the newest</Button>}
      >
        {page === 1
          ? "Sign-ins, sign-outs and password changes of your account will be listed here."
          : "This page is past the end of your activity log."}
      </StatusMessage>
    );
  }

  // "5 minutes ago" counts from when the page was fetched, so that a render never changes it.
  const now = log.dataUpdatedAt;
  return (
    <div className="activity-log" aria-busy={log.isPlaceholderData}>
      <ol className="surface-card activity-log__list" aria-label="Account activity">
        {events.map((event) => (
          <ActivityEvent key={event._id} event={event} now={now} />
        ))}
      </ol>
      {(page > 1 || meta.hasMore) && (
        <nav className="spread-row activity-log__pager" aria-label="Activity log pages">
          <Button
            variant="secondary"
            onClick={() => onPageChange(page - 1)}
            disabled={page === 1 || log.isPlaceholderData}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="activity-log__page" aria-live="polite">
            Page {meta.currentPage}
          </span>
          <Button
            variant="secondary"
            onClick={() => onPageChange(page + 1)}
            disabled={!meta.hasMore || log.isPlaceholderData}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}

function ActivityEvent({ event, now }: { event: AccountEvent; now: number }) {
  const Icon = icons[event.type];
  const device = describeDevice(event.userAgent);
  const DeviceIcon = /iPhone|Android/.test(device) ? Smartphone : Monitor;
  return (
    <li className={`activity-event activity-event--${event.type.replace(/_/g, "-")}`}>
      <span className="activity-event__icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="activity-event__body">
        <p className="activity-event__title">
          {accountEventTexts[event.type]}
          {event.detail && <span className="activity-event__detail">: {event.detail}</span>}
        </p>
        <p className="activity-event__when">
          <time dateTime={event.createdAt}>
            {formatRelativeTime(event.createdAt, now)}
            <span className="activity-event__separator" aria-hidden="true">
              {" · "}
            </span>
            <span className="activity-event__absolute">{formatDateTime(event.createdAt)}</span>
          </time>
        </p>
        {(signInEvents.has(event.type) || event.ip !== null || event.userAgent !== null) && (
          <dl className="activity-event__facts">
            <div>
              <dt>
                <DeviceIcon aria-hidden="true" />
                <span className="visually-hidden">Device</span>
              </dt>
              <dd title={event.userAgent ?? undefined}>{device}</dd>
            </div>
            <div>
              <dt>
                <Globe aria-hidden="true" />
                <span className="visually-hidden">IP address</span>
              </dt>
              <dd>{event.ip ?? "Unknown address"}</dd>
            </div>
          </dl>
        )}
      </div>
    </li>
  );
}

function ActivitySkeleton() {
  return (
    <div className="activity-log" role="status" aria-label="Loading your activity">
      <ol className="surface-card activity-log__list" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="activity-event activity-event--skeleton">
            <span className="activity-event__icon activity-skeleton" />
            <div className="activity-event__body">
              <span className="activity-skeleton activity-skeleton--title" />
              <span className="activity-skeleton activity-skeleton--line" />
              <span className="activity-skeleton activity-skeleton--line activity-skeleton--short" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
