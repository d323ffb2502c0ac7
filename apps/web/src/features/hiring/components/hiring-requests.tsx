import { useState } from "react";
import { useSession } from "../../../lib/session";
import { HireRequestList } from "./hire-request-list";
import type { HireSide, ReportClientSlot } from "./hire-request-card";
import "./hiring-requests.css";

const tabs: { side: HireSide; label: string }[] = [
  { side: "freelancer", label: "Received" },
  { side: "client", label: "Sent" },
];

/**
 * `/hiringRequest`: the requests a freelancer received, with Accept and Decline; a client also
 * sees the ones they sent, in a second tab (and starts on it unless they are a freelancer too).
 */
export function HiringRequests({ reportClient }: { reportClient?: ReportClientSlot }) {
  const { userId, user } = useSession();
  const roles = user?.AddtionalRole ?? [];
  const isClient = roles.includes("Client");
  const [side, setSide] = useState<HireSide>(isClient && !roles.includes("Freelancer") ? "client" : "freelancer");
  if (!userId) return null;
  if (!isClient) return <HireRequestList side="freelancer" userId={userId} reportClient={reportClient} />;
  return (
    <div className="hiring-requests">
      <div role="tablist" aria-label="Hiring requests" className="hiring-requests__tabs">
        {tabs.map((tab) => (
          <button
            key={tab.side}
            type="button"
            role="tab"
            id={`hiring-tab-${tab.side}`}
            aria-selected={side === tab.side}
            aria-controls={`hiring-panel-${tab.side}`}
            tabIndex={side === tab.side ? 0 : -1}
            className="hiring-requests__tab"
            onClick={() => setSide(tab.side)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              const next = side === "freelancer" ? "client" : "freelancer";
              setSide(next);
              document.getElementById(`hiring-tab-${next}`)?.focus();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`hiring-panel-${side}`} aria-labelledby={`hiring-tab-${side}`}>
        <HireRequestList key={side} side={side} userId={userId} reportClient={reportClient} />
      </div>
    </div>
  );
}
