import type { ReportTargetType } from "@mp/contracts/report";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { Flag } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { lazyChunk } from "../../../lib/load-chunk";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import "./report.css";

// The dialog (its form, zod and react-hook-form) loads when it opens: the button sits under the
// home page's banner, in the first view (issue 14).
const ReportDialog = lazyChunk(async () => ({ default: (await import("./report-dialog")).ReportDialog }));

type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, in words for the dialog's title: "this listing", "this ad", … */
  what: string;
  /** The content's owner: nobody reports their own. */
  ownerId?: string | null;
  /** "link": a small text link (on ads); "button": a quiet button with a flag. */
  look?: "button" | "link";
  label?: string;
};

/** "Report" on public content: opens the report dialog; a visitor is sent to sign in first. */
export function ReportButton({
  targetType,
  targetId,
  what,
  ownerId,
  look = "button",
  label = "Report",
}: ReportButtonProps) {
  const { isLoggedIn, userId } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (ownerId && userId === ownerId) return null;
  const className = look === "link" ? "report-link" : buttonClasses("secondary", "report-button");
  const content = (
    <>
      {look === "button" && <Flag aria-hidden="true" />}
      {label}
    </>
  );
  if (!isLoggedIn) {
    return (
      <Link
        to={paths.login}
        state={{ from: location.pathname }}
        className={className}
        aria-label={`${label}: sign in first`}
      >
        {content}
      </Link>
    );
  }
  return (
    <>
      {look === "link" ? (
        <button type="button" className={className} onClick={() => setOpen(true)}>
          {content}
        </button>
      ) : (
        <Button variant="secondary" className="report-button" onClick={() => setOpen(true)}>
          {content}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} what={what} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
