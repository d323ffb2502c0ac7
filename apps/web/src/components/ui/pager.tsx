import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import "./pager.css";

type PagerProps = {
  /** The navigation's accessible name, e.g. "Posted jobs pages". */
  label: string;
  page: number;
  hasMore: boolean;
  /** The next page is loading: both buttons wait. */
  isBusy?: boolean;
  onPageChange: (page: number) => void;
};

/** Previous and Next under a list, shown only when there is more than one page. */
export function Pager({ label, page, hasMore, isBusy = false, onPageChange }: PagerProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page === 1 || isBusy}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span aria-live="polite">Page {page}</span>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={!hasMore || isBusy}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
