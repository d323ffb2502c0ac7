import { BadgeCheck, CalendarDays } from "lucide-react";
import { formatMonth } from "@mp/ui/lib/format.ts";
import "./trust-facts.css";

type TrustFactsProps = {
  /** When the vendor's account was made (ISO). */
  memberSince: string;
  /** E-mail and phone both confirmed. */
  verified: boolean;
  className?: string;
};

/** What tells a visitor who they deal with: "Verified business" when it is, and "Member since November 2025". */
export function TrustFacts({ memberSince, verified, className }: TrustFactsProps) {
  return (
    <ul className={["trust-facts", className].filter(Boolean).join(" ")} aria-label="About the seller">
      {verified && (
        <li className="trust-facts__verified">
          <BadgeCheck aria-hidden="true" />
          <span title="E-mail address and phone number confirmed">Verified business</span>
        </li>
      )}
      <li>
        <CalendarDays aria-hidden="true" />
        <span>Member since {formatMonth(memberSince)}</span>
      </li>
    </ul>
  );
}
