import { Pager } from "../../../components/ui/pager";
import { LoadFailed } from "@mp/ui/components/load-failed.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { useIncomingHireRequests, useSentHireRequests } from "../api/hire-requests";
import { HireRequestCard, type HireSide, type ReportClientSlot } from "./hire-request-card";

const empty: Record<HireSide, { title: string; text: string }> = {
  freelancer: {
    title: "No hiring requests yet",
    text: "When a client asks to hire you, their request appears here for you to accept or decline.",
  },
  client: {
    title: "You have not sent a hiring request",
    text: "Find a freelancer under Hire Freelancer and press Hire on their page.",
  },
};

/** One side's requests, a page at a time: the freelancer's received ones, or the client's sent ones. */
export function HireRequestList({
  side,
  userId,
  reportClient,
}: {
  side: HireSide;
  userId: string;
  reportClient?: ReportClientSlot;
}) {
  const [page, setPage] = useState(1);
  const incoming = useIncomingHireRequests(userId, page, undefined, side === "freelancer");
  const sent = useSentHireRequests(userId, page, side === "client");
  const query = side === "freelancer" ? incoming : sent;
  const label = side === "freelancer" ? "Hiring requests you received" : "Hiring requests you sent";

  if (query.isPending) {
    return <p role="status" aria-label={`Loading ${label.toLowerCase()}`} className="hire-list__loading" />;
  }
  if (query.isError) return <LoadFailed query={query} title="Your hiring requests could not be loaded" />;
  const requests =
    side === "freelancer" ? incoming.data!.result_value.hiringEmployers : (sent.data?.result_value ?? []);
  const { hasMore } = query.data.meta;
  if (requests.length === 0 && page === 1) {
    return (
      <StatusMessage tone="neutral" icon={<Inbox aria-hidden="true" />} title={empty[side].title}>
        {empty[side].text}
      </StatusMessage>
    );
  }
  return (
    <div className="hire-list" aria-busy={query.isPlaceholderData}>
      <ul className="hire-list__items" aria-label={label}>
        {requests.map((request) => (
          <li key={request._id}>
            <HireRequestCard request={request} side={side} reportClient={reportClient} />
          </li>
        ))}
      </ul>
      <Pager label={`${label}: pages`} page={page} hasMore={hasMore} onPageChange={setPage} />
    </div>
  );
}
